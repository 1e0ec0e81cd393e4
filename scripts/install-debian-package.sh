#!/usr/bin/env bash
# Installs one Debian package for the tests or benches (the ensure-*.sh scripts call it when
# their binary is missing): as root only, without starting the package's own service.
# Usage: install-debian-package.sh <package> <what it is for>
set -euo pipefail
package="$1"
purpose="$2"
if [ "$(id -u)" -ne 0 ]; then
  echo "$package is missing. Install it (as root: apt-get install -y $package) for $purpose." >&2
  exit 1
fi
echo "Installing Debian's $package for $purpose..."
export DEBIAN_FRONTEND=noninteractive
# Keep the package from starting a service (policy-rc.d: 101 = action forbidden).
policy=/usr/sbin/policy-rc.d
created_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  created_policy=true
fi
trap '[ "$created_policy" = true ] && rm -f "$policy"' EXIT
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$package" >/dev/null
echo "$package installed"
