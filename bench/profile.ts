/**
 * Where a request's time goes: the app (bench/overhead-app.ts) runs under
 * `node --cpu-prof` while wrk loads one path, then the profile is summarised by function and
 * by package. Not a benchmark: run it by hand when a figure of the overhead bench moves.
 *
 *   npx tsx bench/profile.ts /view/overhead-bench [seconds] [header: value ...]
 *   npx tsx bench/profile.ts /healthz 10
 *   npx tsx bench/profile.ts /view/overhead-bench 10 "accept-encoding: br"
 *   PROFILE_POST='{"cardId":1}' npx tsx bench/profile.ts /api/card-views 10 "user-agent: Mozilla/5.0 (iPhone)"
 *
 * The .cpuprofile is kept (its path is printed) for Chrome DevTools' Performance panel.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { summariseCpuProfile } from "./cpu-profile-summary";
import { startOverheadApp } from "./overhead-app";
import { ensureWrk, pinServer, runWrk, warmUp } from "./wrk";

const [path = "/view/overhead-bench", secondsText = "10", ...headerArgs] = process.argv.slice(2);
const headers = Object.fromEntries(
  headerArgs.map((text) => {
    const colon = text.indexOf(":");
    return [text.slice(0, colon).trim(), text.slice(colon + 1).trim()];
  }),
);

if (!ensureWrk()) throw new Error("wrk is not available");
const profileDir = mkdtempSync(join(tmpdir(), "cardfolio-profile-"));
const app = await startOverheadApp(["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
pinServer(app.server.pid);
const seconds = Number(secondsText);
let stoppedAt: number;
try {
  const post = process.env.PROFILE_POST;
  await warmUp(`${app.url}${path}`, headers, post);
  const load = await runWrk(`${app.url}${path}`, seconds, headers, post);
  console.log(`GET ${path} ${JSON.stringify(headers)}: ${load.requestsPerS} req/s, p99 ${load.p99Ms} ms`);
} finally {
  stoppedAt = performance.now();
  // The profile is written as the process exits (SIGTERM, the graceful shutdown).
  await app.stop();
}
/** The measured load: it ended as the shutdown began, which took this long. */
const shutdownUs = (performance.now() - stoppedAt) * 1000;
const [file] = readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`no profile was written to ${profileDir}`);
const lengthUs = seconds * 1_000_000;
const summary = summariseCpuProfile(join(profileDir, file), {
  window: { fromEndUs: lengthUs + shutdownUs, lengthUs },
});
console.log("\nSelf time by package or file:");
console.table(summary.places);
console.log("Self time by function:");
console.table(summary.functions);
console.log(`Profile: ${join(profileDir, file)} (the summary covers the measured load only)`);
