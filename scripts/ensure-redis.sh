#!/usr/bin/env bash
# Makes sure Debian's redis-server is installed for the tests of rate limits kept in Redis
# (REDIS_URL; server/cluster/redis-limits.int.test.ts). The tests run redis-server themselves,
# on a free port, without persistence.
set -euo pipefail
[ -x "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" ] && exit 0
exec bash "$(dirname "$0")/install-debian-package.sh" redis-server "the Redis rate-limit tests"
