#!/usr/bin/env bash
# Makes sure PostgreSQL server binaries are installed for the integration tests on PostgreSQL.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || [[ -n "${PG_BIN_DIR:-}" ]]; then
  exit 0
fi
if [[ "$(id -u)" -ne 0 ]]; then
  echo "PostgreSQL server binaries are missing. Install them (apt-get install postgresql), set PG_BIN_DIR, or set TEST_DATABASE_URL." >&2
  exit 1
fi
echo "Installing Debian's PostgreSQL server for the integration tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Our tests start their own throwaway cluster; the package's default cluster is not needed.
apt-get install -y -qq postgresql >/dev/null
