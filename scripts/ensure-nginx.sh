#!/usr/bin/env bash
# Makes sure Debian's nginx is installed for the scale-out test (two server processes behind
# it, server/cluster/scale-out.int.test.ts) and `npm run bench -- scale`. The package's own
# service is not started: the tests run nginx themselves, on a free port, as a foreground process.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing at $NGINX. Install it (as root: apt-get install -y nginx-light) or set NGINX_PATH." >&2
  exit 1
fi
echo "Installing Debian's nginx for the scale-out test..."
export DEBIAN_FRONTEND=noninteractive
# Keep the package from starting its service on port 80 (policy-rc.d: 101 = action forbidden).
policy=/usr/sbin/policy-rc.d
created_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  created_policy=true
fi
trap '[ "$created_policy" = true ] && rm -f "$policy"' EXIT
apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
echo "nginx installed: $("$NGINX" -v 2>&1)"
