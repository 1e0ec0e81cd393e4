/** The generated-icon cache: one drawing per key, bounded by bytes, a card's icons dropped together. */
import { describe, expect, it } from "vitest";
import { createIconCache } from "./icon-cache";

const icon = (size: number) => ({ bytes: Buffer.alloc(size) });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createIconCache", () => {
  it("draws once per key, also for concurrent first calls", async () => {
    const cache = createIconCache();
    let drawn = 0;
    const make = async () => {
      drawn++;
      return icon(10);
    };
    await Promise.all([cache.get(1, "a", make), cache.get(1, "a", make)]);
    await cache.get(1, "a", make);
    expect(drawn).toBe(1);
  });

  it("keeps its total size under the bound, dropping the least recently used first", async () => {
    const cache = createIconCache({ maxBytes: 250 });
    await cache.get(1, "a", async () => icon(100));
    await cache.get(2, "b", async () => icon(100));
    await cache.get(1, "a", async () => icon(100)); // a is now the most recent
    await cache.get(3, "c", async () => icon(100));
    await settle();
    expect(cache.bytes()).toBe(200);
    // b went (least recent); a and c stayed.
    let redrawn = "";
    const redraw = (key: string) => async () => {
      redrawn += key;
      return icon(100);
    };
    await cache.get(1, "a", redraw("a"));
    await cache.get(3, "c", redraw("c"));
    await cache.get(2, "b", redraw("b"));
    expect(redrawn).toBe("b");
  });

  it("drops every icon of a changed card, and forgets failed drawings", async () => {
    const cache = createIconCache();
    await cache.get(1, "1 v 192", async () => icon(5));
    await cache.get(1, "1 v 512", async () => icon(5));
    await cache.get(2, "2 v 192", async () => icon(5));
    await settle();
    cache.dropCard(1);
    expect(cache.size()).toBe(1);
    expect(cache.bytes()).toBe(5);
    await expect(cache.get(3, "x", async () => Promise.reject(new Error("broken")))).rejects.toThrow();
    await settle();
    expect(cache.size()).toBe(1);
  });

  it("clear() forgets every icon, and a drawing still in progress is not counted after it", async () => {
    const cache = createIconCache();
    await cache.get(1, "a", async () => icon(100));
    let finish: (value: { bytes: Buffer }) => void = () => {};
    const pending = cache.get(2, "b", () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(icon(50));
    await pending;
    await settle();
    expect(cache.size()).toBe(0);
    expect(cache.bytes()).toBe(0);
    let redrawn = 0;
    await cache.get(1, "a", async () => {
      redrawn++;
      return icon(100);
    });
    expect(redrawn).toBe(1);
  });
});
