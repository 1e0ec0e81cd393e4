/**
 * The entry production runs, copied by scripts/build-server.mjs to dist/server/index.js:
 * `node dist/server/index.js`.
 *
 * 1. It gives Node the flags that keep one server process small, by replacing itself with
 *    `node <flags> dist/server/index.js` (execve: the same process id, so a container's signals
 *    still reach the server, and no second process in memory). The server idles at about
 *    230 MB with them and about 300 MB without (bench/footprint.bench.ts):
 *    - `--max-semi-space-size=2`: V8's young generation grows to 2 MB a half instead of up to
 *      32, which a request-sized workload does not need;
 *    - `--v8-pool-size=1`: one V8 helper thread (background garbage collection and compiling)
 *      instead of one a core; each held its own allocator arena.
 *    Flags given on the command line or in NODE_OPTIONS come after these and win.
 *    NODE_MEMORY_FLAGS=off leaves Node's defaults.
 * 2. It keeps V8's compiled code of the server between starts (Node's compile cache, in the
 *    system's temporary folder), which saves a restart about 0.2 s of compiling.
 * 3. It loads the server.
 */
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";

const SMALL_PROCESS_FLAGS = ["--max-semi-space-size=2", "--v8-pool-size=1"];
// Set on the replaced process, so that it does not replace itself again.
const FLAGS_GIVEN = "CARDFOLIO_NODE_FLAGS_GIVEN";

if (
  process.env.NODE_MEMORY_FLAGS !== "off" &&
  process.env[FLAGS_GIVEN] !== "1" &&
  // Node 22.15 and later; an older one runs with its defaults.
  typeof process.execve === "function"
) {
  process.execve(
    process.execPath,
    [
      process.execPath,
      ...SMALL_PROCESS_FLAGS,
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { ...process.env, [FLAGS_GIVEN]: "1" },
  );
}

enableCompileCache?.();
// Beside this file in dist/server/ (a computed address: in scripts/ there is no main.js).
await import(new URL("./main.js", import.meta.url).href);
