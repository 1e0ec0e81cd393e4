/**
 * `process.nextTick` before and after full garbage collections (decision 021), in fresh node
 * processes: as node leaves it, and with the server's `keepNextTickShape()`. Each process times
 * a chain of 1,000,000 ticks, then runs six full collections with no tick queued (what a
 * server's start-up and idle spells do), then times the chain again; each mode runs three
 * times and the medians are reported. A kept shape whose ticks still slow down by more than
 * half is reported as `SHAPE LOST` with a failing exit code; the bench is not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { median } from "./support";

const MODULE = fileURLToPath(new URL("../server/lib/next-tick-shape.ts", import.meta.url));
const RUNS = 3;
const TICKS = 1_000_000;
const COLLECTIONS = 6;
/** The kept shape is lost when ticks after the collections take this much longer than before. */
const LOST_FACTOR = 1.5;

/** The child: ns per tick before and after the collections, as JSON on stdout. */
function childScript(keep: boolean): string {
  return `
    import { keepNextTickShape } from ${JSON.stringify(MODULE)};
    if (${keep}) keepNextTickShape();
    const chain = () => new Promise((resolve) => {
      const started = process.hrtime.bigint();
      let count = 0;
      const step = () => {
        if (++count < ${TICKS}) process.nextTick(step);
        else resolve(Number(process.hrtime.bigint() - started) / count);
      };
      process.nextTick(step);
    });
    await chain();
    const before = await chain();
    for (let i = 0; i < ${COLLECTIONS}; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      globalThis.gc();
    }
    await chain();
    const after = await chain();
    console.log(JSON.stringify({ before, after }));
  `;
}

function measure(keep: boolean): { before: number; after: number } {
  const result = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", childScript(keep)],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`the next-tick child failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { before: number; after: number };
}

export async function run(): Promise<void> {
  const rows = [false, true].map((keep) => {
    const runs = Array.from({ length: RUNS }, () => measure(keep));
    const before = median(runs.map((r) => r.before));
    const after = median(runs.map((r) => r.after));
    return {
      mode: keep ? "keepNextTickShape()" : "as node leaves it",
      "ns per tick before": Math.round(before),
      "ns per tick after 6 full GCs": Math.round(after),
      "after / before": Number((after / before).toFixed(2)),
    };
  });
  console.log(
    `node ${process.version}, ${TICKS.toLocaleString("en")} ticks a chain, medians of ${RUNS} processes`,
  );
  console.table(rows);
  const kept = rows[1]!;
  if (kept["after / before"] > LOST_FACTOR) {
    console.log(
      `SHAPE LOST: with keepNextTickShape() ticks take ${kept["after / before"]}x as long after the collections`,
    );
    process.exitCode = 1;
  }
}
