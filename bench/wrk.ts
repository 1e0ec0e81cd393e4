/**
 * wrk (Debian's, installed by scripts/ensure-wrk.sh) as the benches' load generator: 2 threads,
 * 50 connections. On this 2-core machine the server under test is pinned to the first core and
 * wrk to the second (taskset, when there is one), so neither takes the other's core and the
 * figures of one run compare with the next.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
const ENSURE_WRK = fileURLToPath(new URL("../scripts/ensure-wrk.sh", import.meta.url));
const WARM_UP_SECONDS = 5;
const TASKSET = existsSync("/usr/bin/taskset") && cpus().length >= 2;
const SERVER_CORE = "0";
const LOAD_CORE = "1";

export interface Load {
  requestsPerS: number;
  p99Ms: number;
  /** Answers counted in the run (wrk leaves out those still in flight when the time is up). */
  requests: number;
}

/** A wrk script that POSTs `body` (JSON) instead of GETting. */
function postScript(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), "cardfolio-wrk-"));
  const file = join(dir, "post.lua");
  writeFileSync(
    file,
    `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\nwrk.headers["Content-Type"] = "application/json"\n`,
  );
  return file;
}

/** Installs wrk when missing; false when it cannot be had. */
export function ensureWrk(): boolean {
  return spawnSync("bash", [ENSURE_WRK], { stdio: "inherit" }).status === 0;
}

/** Pins a server process (all its threads) to the server's core. */
export function pinServer(pid: number): void {
  if (TASKSET) spawnSync("taskset", ["-a", "-c", "-p", SERVER_CORE, String(pid)], { stdio: "ignore" });
}

function wrk(url: string, seconds: number, headers: Record<string, string>, post?: string): Promise<Load> {
  const args = ["-t2", "-c50", `-d${seconds}s`, "--latency", ...(post ? ["-s", postScript(post)] : [])];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      TASKSET ? "taskset" : WRK,
      [...(TASKSET ? ["-c", LOAD_CORE, WRK] : []), ...args, url],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
      if (code !== 0 || !rate || !p99) return reject(new Error(`wrk failed (${code}):\n${output}`));
      const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"];
      if (/Non-2xx or 3xx responses/.test(output))
        return reject(new Error(`non-2xx answers from ${url}:\n${output}`));
      const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
      resolve({ requestsPerS: Math.round(Number(rate[1])), p99Ms: Number(p99[1]) * unit, requests });
    });
  });
}

/** Requests/s and the 99th percentile of latency over `seconds`; with `post`, POSTs it as JSON. */
export function runWrk(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  post?: string,
): Promise<Load> {
  return wrk(url, seconds, headers, post);
}

/** Unmeasured load, so the JIT has compiled the path before it is measured. */
export async function warmUp(
  url: string,
  headers: Record<string, string> = {},
  post?: string,
  seconds = WARM_UP_SECONDS,
): Promise<void> {
  await wrk(url, seconds, headers, post);
}
