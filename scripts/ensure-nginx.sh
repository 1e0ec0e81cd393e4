#!/usr/bin/env bash
# Makes sure Debian's nginx is installed for the scale-out test (two server processes behind
# it, server/cluster/scale-out.int.test.ts) and `npm run bench -- scale`. The tests run nginx
# themselves, on a free port, in the foreground.
set -euo pipefail
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] && exit 0
exec bash "$(dirname "$0")/install-debian-package.sh" nginx-light "the scale-out test"
