/**
 * keepNextTickShape: node hands over one of its tick objects, and after full collections with
 * no tick queued, new ticks are still built in the kept object's shape (the shape whose loss
 * makes nextTick 5-8x slower; the speed itself is measured by `npm run bench -- next-tick`).
 * V8's own test hooks (%HaveSameMap, gc) run in a child process, as the server would.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { keepNextTickShape, keptTickObject } from "./next-tick-shape";

const MODULE = fileURLToPath(new URL("./next-tick-shape.ts", import.meta.url));

/** Runs `body` in a fresh node with the module loaded as `shape`; returns what it printed. */
function inChild(body: string): string {
  const script = `import * as shape from ${JSON.stringify(MODULE)};\n${body}`;
  const result = spawnSync(
    process.execPath,
    ["--expose-gc", "--allow-natives-syntax", "--import", "tsx", "--input-type=module", "-e", script],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`child failed (${result.status}): ${result.stderr}`);
  return result.stdout.trim();
}

describe("keepNextTickShape", () => {
  it("keeps one of node's own tick objects, once", () => {
    keepNextTickShape();
    const kept = keptTickObject();
    expect(kept).toBeDefined();
    expect(Object.keys(kept!)).toEqual(["callback", "args"]);
    keepNextTickShape();
    expect(keptTickObject()).toBe(kept);
  });

  it("new ticks keep the kept object's shape after full collections with no tick queued", () => {
    const printed = inChild(`
      const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)");
      shape.keepNextTickShape();
      for (let i = 0; i < 6; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        globalThis.gc();
      }
      const fresh = shape.catchTickObject();
      console.log(JSON.stringify({ kept: shape.keptTickObject() !== undefined, same: sameShape(shape.keptTickObject(), fresh) }));
    `);
    expect(JSON.parse(printed)).toEqual({ kept: true, same: true });
  });
});
