#!/usr/bin/env bash
# `npm test`: import rules, import cycles in server/, type check, lint, unused code, unit tests, the build,
# integration tests on PGlite (in memory, and on disk as the server runs it) and on a real PostgreSQL (two
# server processes behind nginx among them), end-to-end tests in Chromium, the container image.
# Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step "Import rules (which folder may import which: biome.json overrides, decision 007)"
npx biome lint --only=style/noRestrictedImports core card-view server web

step "Import cycles in server/ (no file and no folder imports itself back: .dependency-cruiser.cjs)"
npm run --silent check:cycles

step "Type check (the app and server; the public page's script and the service worker, each with its own lib)"
npm run --silent typecheck

step "Lint"
npx biome check .

# knip's Playwright plugin is off: it would load playwright.config.ts, which refuses to load
# before the web build; knip.json names the specs and the config as entries instead.
step "Unused files, exports and dependencies (knip.json)"
npx knip

step "Unit tests"
npx vitest run --project unit

# Before the integration tests: one of them runs the compiled server as production does.
step "Build (the web app, the compiled server and its database template: npm run build)"
npm run build

step "Integration tests (embedded PGlite)"
bash scripts/ensure-redis.sh
env -u TEST_DATABASE_URL npx vitest run --project integration

# The same files again on the stack the server runs on a DATA_DIR (server/db/README.md): each test
# database on disk, its commits synced off the event loop and answered once synced. Only the files
# whose database comes from the harness: the others open theirs themselves, the same either way.
# 259 s on two cores in a CI run of 2026-11-27, against 226 s for the pass in memory.
step "Integration tests (embedded PGlite on disk, as the server opens DATA_DIR)"
mapfile -t harness_files < <(grep -rlE "createTestApp|openTestDatabase|testAppPerFile" server --include='*.int.test.ts' | sort)
env -u TEST_DATABASE_URL TEST_PGLITE_ON_DISK=1 npx vitest run --project integration "${harness_files[@]}"

step "Integration tests (PostgreSQL; with two server processes behind nginx, server/cluster/scale-out.int.test.ts)"
bash scripts/ensure-nginx.sh
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  npx vitest run --project integration
else
  bash scripts/ensure-postgres.sh
  env_file=$(mktemp)
  bash scripts/start-test-postgres.sh "$env_file"
  trap 'bash scripts/stop-test-postgres.sh "$env_file"; rm -f "$env_file"' EXIT
  # shellcheck disable=SC1090
  (source "$env_file" && npx vitest run --project integration)
fi

step "End-to-end tests (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test

# The Dockerfile built with buildah on a stand-in for the Node.js image, then run: start, sign-in,
# a card page, SIGTERM and a restart on the same volume (as root; 4-5 minutes on two cores, more when busy).
step "Container image (Dockerfile built with buildah and run; scripts/container-image-check.sh)"
bash scripts/container-image-check.sh

step "All tests passed"
