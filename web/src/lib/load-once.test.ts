import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("a loader that runs once", () => {
  it("shares the first call's answer with every later call", async () => {
    const load = vi.fn(() => Promise.resolve({ schema: 1 }));
    const once = loadOnce(load);
    const [first, second] = await Promise.all([once(), once()]);
    expect(first).toBe(second);
    expect(await once()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce("chunk");
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow("offline");
    expect(await once()).toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
