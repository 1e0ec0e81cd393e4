#!/usr/bin/env bash
# Makes sure Debian's redis-server is installed for the tests of rate limits kept in Redis
# (REDIS_URL; server/cluster/redis-limits.int.test.ts). The package's own service is not
# started: the tests run redis-server themselves, on a free port, without persistence.
set -euo pipefail
REDIS="${REDIS_SERVER_PATH:-/usr/bin/redis-server}"
if [ -x "$REDIS" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "redis-server is missing at $REDIS. Install it (as root: apt-get install -y redis-server) or set REDIS_SERVER_PATH." >&2
  exit 1
fi
echo "Installing Debian's redis-server for the Redis rate-limit tests..."
export DEBIAN_FRONTEND=noninteractive
# Keep the package from starting its service (policy-rc.d: 101 = action forbidden).
policy=/usr/sbin/policy-rc.d
created_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  created_policy=true
fi
trap '[ "$created_policy" = true ] && rm -f "$policy"' EXIT
apt-get update -qq
apt-get install -y -qq --no-install-recommends redis-server >/dev/null
echo "redis-server installed: $("$REDIS" --version)"
