/** WindowLimiter: a count per key and window, forgotten when the window ends, bounded in keys. */
import { describe, expect, it } from "vitest";
import { WindowLimiter } from "./window-limiter";

describe("WindowLimiter", () => {
  it("allows `max` uses per key and window, then refuses until the window ends", () => {
    const limiter = new WindowLimiter(2, 1000);
    expect([limiter.take("a", 0), limiter.take("a", 10), limiter.take("a", 20)]).toEqual([true, true, false]);
    expect(limiter.take("b", 20)).toBe(true);
    expect(limiter.take("a", 999)).toBe(false);
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("remembers at most maxKeys keys, forgetting the oldest windows first", () => {
    const limiter = new WindowLimiter(1, 60_000, 3);
    for (const key of ["a", "b", "c", "d"]) expect(limiter.take(key, 0)).toBe(true);
    expect(limiter.size).toBe(3);
    // 'a' was forgotten (forgiven early); 'd' is still counted.
    expect(limiter.take("a", 1)).toBe(true);
    expect(limiter.take("d", 1)).toBe(false);
  });
});
