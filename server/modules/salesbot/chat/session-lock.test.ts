/** inSessionOrder: one piece of work at a time per key, others in parallel, nothing left behind. */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { inSessionOrder } from "./session-lock";

describe("inSessionOrder", () => {
  it("runs one session's work one at a time, in order, telling the later ones they waited", async () => {
    const log: string[] = [];
    const work = (name: string, ms: number) => async (waited: boolean) => {
      log.push(`start ${name}${waited ? " (waited)" : ""}`);
      await sleep(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      inSessionOrder("s", work("one", 20)),
      inSessionOrder("s", work("two", 1)),
      inSessionOrder("other", work("three", 1)),
    ]);
    expect(results).toEqual(["one", "two", "three"]);
    expect(log.indexOf("end one")).toBeLessThan(log.indexOf("start two (waited)"));
    expect(log.indexOf("end three")).toBeLessThan(log.indexOf("end one"));
  });

  it("lets the next work run after a failure", async () => {
    const failed = inSessionOrder("f", async () => {
      throw new Error("boom");
    });
    const next = inSessionOrder("f", async (waited) => waited);
    await expect(failed).rejects.toThrow("boom");
    expect(await next).toBe(true);
    expect(await inSessionOrder("f", async (waited) => waited)).toBe(false);
  });
});
