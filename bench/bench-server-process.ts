/**
 * The real server in a child process of its own, so a benchmark can read the server's memory
 * (/proc/<pid>/status) apart from the load generator's. The child is this file run by node with
 * tsx's loader (one process: its pid is the server's); it builds the app from the environment it
 * is given, listens on a free loopback port and prints one line, `READY <url> <pid>`. SIGTERM
 * closes it (and its database).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";

const READY = "READY";
const thisFile = fileURLToPath(import.meta.url);

interface ServerMemory {
  /** Resident set now, and its high-water mark since the process started (VmRSS, VmHWM), in bytes. */
  rss: number;
  hwm: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  memory(): ServerMemory;
  stop(): Promise<void>;
}

function readMemory(pid: number): ServerMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

/** Starts the server in a child process with `env` (support.ts: benchServerEnv) and waits until it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", thisFile], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolveStart, reject) => {
    let output = "";
    const onExit = (code: number | null) =>
      reject(new Error(`the bench server exited (${code}) before listening`));
    child.once("exit", onExit);
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      output += chunk;
      const match = new RegExp(`^${READY} (\\S+) (\\d+)$`, "m").exec(output);
      if (!match) return;
      child.off("exit", onExit);
      child.stdout!.removeAllListeners("data");
      child.stdout!.resume();
      const pid = Number(match[2]);
      resolveStart({
        url: match[1]!,
        pid,
        memory: () => readMemory(pid),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

async function serve(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config, { logger: false });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  process.once("SIGTERM", () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  console.log(`${READY} ${url} ${process.pid}`);
}

if (process.argv[1] && resolve(process.argv[1]) === thisFile) await serve();
