/** Starting a spec's own application (own-app.ts) from the spec, and stopping it. */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { REPO_ROOT } from "./env";
import { expect } from "./fixtures";

export interface OwnAppProcess {
  /** The ready line's words after "ready": the origin first. */
  ready: string[];
  stop(): void;
}

export async function startOwnApp(script: string, env: Record<string, string> = {}): Promise<OwnAppProcess> {
  // Node itself with tsx's loader, not `npx tsx`, so that SIGTERM reaches the server.
  const server = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  let ready: string[] = [];
  for await (const line of createInterface({ input: server.stdout! })) {
    if (line.startsWith("ready ")) {
      ready = line.slice("ready ".length).split(" ");
      break;
    }
  }
  expect(ready[0], `${script} did not start`).toBeTruthy();
  return { ready, stop: () => server.kill("SIGTERM") };
}
