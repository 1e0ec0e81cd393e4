# Cardfolio's container image (README: "Running in a container").
#   docker build -t cardfolio .
#   docker run -d -p 3000:3000 -v cardfolio-data:/data cardfolio
# BASE_IMAGE is the official Node.js image of the release in .nvmrc; scripts/container-image-check.sh
# builds this file on a stand-in for it (Debian bookworm with the same Node.js and npm).
ARG BASE_IMAGE=node:26-bookworm-slim

# Build: every dependency, the web app and the server, then only the production dependencies kept.
FROM ${BASE_IMAGE} AS build
WORKDIR /app
# Dependencies first, so a change to the sources reuses this layer. npm treats dependencies'
# install scripts as `npm ci` does on a workstation, by package.json's allowScripts policy.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the project folder as built, owned by root and read-only to the server's user.
FROM ${BASE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# The embedded database, uploaded images and the data-directory lock live in /data. `node` (uid
# 1000) is the official image's unprivileged user; a bind-mounted folder must be writable by it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers while the process serves requests (not the database: that is /readyz).
# Slim images have no curl; node's fetch asks the server in the container itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is the container's process 1, with no shell or entrypoint script in between: `docker stop`
# sends SIGTERM to the server itself, which stops taking requests, answers those in progress and
# stores received tracking events before it exits (server/index.ts; up to 20 s, so give
# `docker stop -t 30`). It handles SIGTERM and SIGINT itself and reaps the one child process it
# starts (the SVG worker), so `docker run --init` is not needed (it does no harm either).
STOPSIGNAL SIGTERM
ENTRYPOINT []
CMD ["node", "dist/server/index.js"]
