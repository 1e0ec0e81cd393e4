/**
 * Servers started together on a data directory with a stale lock: exactly one takes it and
 * the others refuse to start. Four processes race for the same stale lock, round after round.
 * Not about a database, so it runs once, in the embedded database's run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onLines } from "../test/child-output";
import { lockDataDir } from "./data-dir-lock";
import { readPidFile } from "./pid-file";

const LOCK_MODULE = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const RACERS = 4;
const ROUNDS = 12;

/**
 * A process that, for each "race <dir> <time>" line, waits for that moment (a busy wait, so
 * all racers call within a fraction of a millisecond of each other), calls lockDataDir and
 * answers "won" or "refused <message>"; "release" gives up a lock it won.
 */
const RACER_SCRIPT = `
  const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
  const { createInterface } = await import("node:readline");
  let release;
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, dir, at] = line.split(" ");
    if (command === "race") {
      while (Date.now() < Number(at)) {}
      try {
        release = lockDataDir(dir);
        console.log("won");
      } catch (error) {
        console.log("refused " + error.message);
      }
    } else if (command === "release") {
      release?.();
      release = undefined;
      console.log("released");
    }
  }
`;

interface Racer {
  process: ChildProcess;
  /** Resolves with the racer's next answer line. */
  next(): Promise<string>;
}

function startRacer(): Racer {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", RACER_SCRIPT], {
    cwd: REPO_ROOT,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiting: Array<{ resolve: (line: string) => void; reject: (error: Error) => void }> = [];
  let exitError: Error | undefined;
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  onLines(child.stdout!, (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(line);
    else lines.push(line);
  });
  // One listener for the racer's life, not one per line awaited (12 rounds would pass Node's
  // limit of 10 and warn of a leak).
  child.once("exit", (code) => {
    exitError = new Error(`racer exited (${code}): ${errors}`);
    for (const waiter of waiting.splice(0)) waiter.reject(exitError);
  });
  return {
    process: child,
    next: () =>
      new Promise((resolve, reject) => {
        const line = lines.shift();
        if (line !== undefined) return resolve(line);
        if (exitError) return reject(exitError);
        waiting.push({ resolve, reject });
      }),
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await exited(child);
  return child.pid!;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("lockDataDir with a stale lock and racing processes", () => {
  let racers: Racer[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    racers = Array.from({ length: RACERS }, startRacer);
    // Each racer has loaded the module once it answers a first, harmless command.
    for (const racer of racers) racer.process.stdin!.write("release\n");
    await Promise.all(racers.map((racer) => racer.next()));
  });
  afterAll(async () => {
    for (const racer of racers) racer.process.kill();
    await Promise.all(racers.map((racer) => exited(racer.process)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`lets exactly one of ${RACERS} processes take it, and the others name the winner (${ROUNDS} rounds)`, async () => {
    const stalePid = await deadPid();
    for (let round = 0; round < ROUNDS; round++) {
      const dir = mkdtempSync(join(tmpdir(), "cardfolio-lock-race-"));
      dirs.push(dir);
      writeFileSync(join(dir, "cardfolio.lock"), String(stalePid));

      const at = Date.now() + 300;
      for (const racer of racers) racer.process.stdin!.write(`race ${dir} ${at}\n`);
      const answers = await Promise.all(racers.map((racer) => racer.next()));

      const winners = racers.filter((_, i) => answers[i] === "won");
      expect(winners.length, `round ${round}: ${answers.join(" | ")}`).toBe(1);
      const winner = winners[0]!;
      expect(readFileSync(join(dir, "cardfolio.lock"), "utf8")).toBe(String(winner.process.pid));
      for (const answer of answers.filter((answer) => answer !== "won")) {
        expect(answer).toContain(`in use by another running process (pid ${winner.process.pid})`);
      }

      // Nothing left behind but the lock: no takeover claims, no temporary files.
      expect(readdirSync(dir)).toEqual(["cardfolio.lock"]);

      winner.process.stdin!.write("release\n");
      expect(await winner.next()).toBe("released");
      expect(readdirSync(dir)).toEqual([]);
    }
  }, 120_000);

  it("takes over a stale lock whose previous taker was killed halfway (its claim left behind)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cardfolio-lock-race-"));
    dirs.push(dir);
    const lockFile = join(dir, "cardfolio.lock");
    writeFileSync(lockFile, String(await deadPid()));
    const stale = readPidFile(lockFile)!;
    const claim = `cardfolio.lock.takeover-${stale.identity.replaceAll(":", "-")}-1`;
    writeFileSync(join(dir, claim), String(await deadPid()));

    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual(["cardfolio.lock"]);
    release();
  });

  it("leaves a lock file without a pid alone while it may still be being written, then takes it over", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardfolio-lock-race-"));
    dirs.push(dir);
    const lockFile = join(dir, "cardfolio.lock");
    writeFileSync(lockFile, "");
    const started = Date.now();
    const release = lockDataDir(dir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
  });
});
