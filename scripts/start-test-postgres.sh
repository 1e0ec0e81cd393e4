#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the integration tests from the
# server binaries Debian installs under /usr/lib/postgresql/<version>/bin.
#
# The cluster lives in a fresh temporary directory, listens on a free port of 127.0.0.1
# only, trusts every local connection and keeps no data worth keeping (fsync is off).
#
# Usage: scripts/start-test-postgres.sh [ENV_FILE]
#   Prints (or, given ENV_FILE, writes there) lines to source:
#     export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres
#     export TEST_POSTGRES_DIR=/tmp/cardfolio-pg.XXXXXX
#   Stop it with scripts/stop-test-postgres.sh (same ENV_FILE, or TEST_POSTGRES_DIR set).
#
# Exit codes: 0 started; 3 no PostgreSQL server binaries installed; 1 any other failure.
set -euo pipefail

fail() {
  echo "start-test-postgres: $*" >&2
  exit 1
}

# The newest installed major version; an explicit PG_BIN_DIR wins.
find_bin_dir() {
  if [[ -n "${PG_BIN_DIR:-}" ]]; then
    echo "$PG_BIN_DIR"
    return
  fi
  local candidate
  candidate=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -type d -name bin 2>/dev/null | sort -V | tail -n 1)
  echo "$candidate"
}

bin_dir=$(find_bin_dir)
if [[ -z "$bin_dir" || ! -x "$bin_dir/initdb" || ! -x "$bin_dir/pg_ctl" ]]; then
  echo "start-test-postgres: no PostgreSQL server binaries found under /usr/lib/postgresql/*/bin." >&2
  echo "Install them (Debian: apt-get install postgresql) or set PG_BIN_DIR." >&2
  exit 3
fi

# PostgreSQL refuses to run as root, so root runs it as the postgres system user.
if [[ "$(id -u)" == 0 ]]; then
  id postgres >/dev/null 2>&1 || fail "running as root, but there is no 'postgres' user to run the server as."
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

free_port() {
  node -e 'const s = require("node:net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

cluster_dir=$(mktemp -d "${TMPDIR:-/tmp}/cardfolio-pg.XXXXXX")
started=false
cleanup_on_failure() {
  if [[ "$started" != true ]]; then
    [[ -f "$cluster_dir/postgres.log" ]] && tail -n 20 "$cluster_dir/postgres.log" >&2
    rm -rf "$cluster_dir"
  fi
}
trap cleanup_on_failure EXIT

if [[ "$(id -u)" == 0 ]]; then
  chown postgres: "$cluster_dir"
  as_owner test -w "$cluster_dir" ||
    fail "the postgres user cannot write to $cluster_dir; set TMPDIR to a directory it can reach."
fi
# The server's working directory must be readable by the user it runs as.
cd "$cluster_dir"

as_owner "$bin_dir/initdb" --pgdata="$cluster_dir/data" --username=postgres --auth=trust \
  --encoding=UTF8 --locale=C >"$cluster_dir/initdb.log" 2>&1 ||
  { cat "$cluster_dir/initdb.log" >&2; fail "initdb failed."; }

# Another process may take the port between our probe and the server's bind: retry a few times.
for _ in 1 2 3; do
  port=$(free_port)
  # Unix sockets go into the cluster directory, so /var/run/postgresql need not exist.
  if as_owner "$bin_dir/pg_ctl" --pgdata="$cluster_dir/data" --log="$cluster_dir/postgres.log" \
    --wait --timeout=60 \
    -o "-p $port -k $cluster_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    started=true
    break
  fi
done
[[ "$started" == true ]] || fail "the server did not start; see the log above."

output="export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres
export TEST_POSTGRES_DIR=$cluster_dir"
if [[ $# -ge 1 ]]; then
  printf '%s\n' "$output" >"$1"
else
  printf '%s\n' "$output"
fi
