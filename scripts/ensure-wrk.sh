#!/usr/bin/env bash
# Makes sure Debian's wrk (an HTTP load generator in C, 2 threads) is installed for
# `npm run bench -- overhead`: a load generator in JavaScript tops out below what a bare
# node:http server answers, so it could not measure the ratios the bench reports.
set -euo pipefail
WRK="${WRK_PATH:-/usr/bin/wrk}"
if [ -x "$WRK" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "wrk is missing at $WRK. Install it (as root: apt-get install -y wrk) or set WRK_PATH." >&2
  exit 1
fi
echo "Installing Debian's wrk for the overhead bench..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends wrk >/dev/null
echo "wrk installed"
