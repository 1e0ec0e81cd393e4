import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryPauseMs } from "./retry-schedule";

describe("the retry schedule", () => {
  it("tries again within a minute first, then further apart, about 18 hours in all", () => {
    const middle = () => 0.5;
    const pauses = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryPauseMs(i + 1, middle)!);
    expect(pauses[0]).toBe(30_000);
    expect(pauses.every((pause, i) => i === 0 || pause > pauses[i - 1]!)).toBe(true);
    const hours = pauses.reduce((sum, pause) => sum + pause, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(17);
    expect(hours).toBeLessThan(19);
  });

  it("moves each pause by at most a tenth either way", () => {
    expect(retryPauseMs(1, () => 0)).toBe(27_000);
    expect(retryPauseMs(1, () => 1)).toBe(33_000);
  });

  it("has no pause left after the last attempt", () => {
    expect(retryPauseMs(MAX_ATTEMPTS, () => 0.5)).toBeUndefined();
  });
});
