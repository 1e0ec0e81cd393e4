#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests.
# Playwright's own browser download cannot work here (no internet but the package registries).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM. Install it (as root: apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "Chromium installed: $("$CHROMIUM" --version)"
