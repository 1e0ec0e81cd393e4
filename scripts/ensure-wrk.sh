#!/usr/bin/env bash
# Makes sure Debian's wrk (an HTTP load generator in C, 2 threads) is installed for
# `npm run bench -- overhead`: a load generator in JavaScript tops out below what a bare
# node:http server answers, so it could not measure the ratios the bench reports.
set -euo pipefail
[ -x "${WRK_PATH:-/usr/bin/wrk}" ] && exit 0
exec bash "$(dirname "$0")/install-debian-package.sh" wrk "the overhead bench"
