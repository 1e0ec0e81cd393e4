#!/usr/bin/env bash
# Stops a cluster started by scripts/start-test-postgres.sh and removes its directory.
#
# Usage: scripts/stop-test-postgres.sh [ENV_FILE | CLUSTER_DIR]
#   ENV_FILE is the file start-test-postgres.sh wrote; without an argument the cluster
#   named by TEST_POSTGRES_DIR is stopped.
set -euo pipefail

fail() {
  echo "stop-test-postgres: $*" >&2
  exit 1
}

target="${1:-${TEST_POSTGRES_DIR:-}}"
[[ -n "$target" ]] || fail "name the env file or cluster directory, or set TEST_POSTGRES_DIR."
if [[ -f "$target" ]]; then
  cluster_dir=$(sed -n 's/^export TEST_POSTGRES_DIR=//p' "$target")
else
  cluster_dir="$target"
fi

# Refuse anything that does not look like our own throwaway cluster before deleting it.
[[ "$(basename "$cluster_dir")" == cardfolio-pg.* && -f "$cluster_dir/data/PG_VERSION" ]] ||
  fail "$cluster_dir is not a cluster made by start-test-postgres.sh."

if [[ -f "$cluster_dir/data/postmaster.pid" ]]; then
  # Stop it with the pg_ctl of the major version that created the cluster.
  pg_ctl="${PG_BIN_DIR:-/usr/lib/postgresql/$(cat "$cluster_dir/data/PG_VERSION")/bin}/pg_ctl"
  cd "$cluster_dir"
  if [[ "$(id -u)" == 0 ]]; then
    stop=(runuser -u postgres -- "$pg_ctl")
  else
    stop=("$pg_ctl")
  fi
  # A server that already died leaves its pid file behind; removing the directory is still right.
  "${stop[@]}" --pgdata="$cluster_dir/data" --mode=fast --wait stop >/dev/null ||
    echo "stop-test-postgres: the server was not running cleanly; removing it anyway." >&2
  cd /
fi
rm -rf "$cluster_dir"
