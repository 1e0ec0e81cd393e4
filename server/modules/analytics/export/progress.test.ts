import { describe, expect, it } from "vitest";
import { ExportProgressRegistry } from "./progress";

describe("export progress", () => {
  it("is read back only by the user who started it", () => {
    const registry = new ExportProgressRegistry();
    const entry = registry.start("t1", 7, 100);
    registry.advance(entry, 40);
    expect(registry.read("t1", 7)).toMatchObject({ rows: 40, total: 100, done: false });
    expect(registry.read("t1", 8)).toBeUndefined();
    registry.finish(entry);
    expect(registry.read("t1", 7)?.done).toBe(true);
  });

  it("forgets an export a minute after its last row", () => {
    let now = 0;
    const registry = new ExportProgressRegistry(() => now);
    const entry = registry.start("t1", 7, 100);
    now = 59_000;
    registry.advance(entry, 10);
    now = 118_000;
    expect(registry.read("t1", 7)).toBeDefined();
    now = 119_001;
    expect(registry.read("t1", 7)).toBeUndefined();
  });

  it("remembers at most a thousand exports, dropping the oldest", () => {
    const registry = new ExportProgressRegistry();
    for (let i = 0; i <= 1000; i++) registry.start(`t${i}`, 1, 1);
    expect(registry.read("t0", 1)).toBeUndefined();
    expect(registry.read("t1", 1)).toBeDefined();
    expect(registry.read("t1000", 1)).toBeDefined();
  });
});
