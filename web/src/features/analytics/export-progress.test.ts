import { describe, expect, it } from "vitest";
import { pollStep, START_TIMEOUT_MS } from "./export-progress";

describe("pollStep", () => {
  it("turns rows written into a percentage, kept below 100 until done", () => {
    expect(pollStep({ rows: 42, total: 100, done: false }, true, 1000)).toEqual({
      state: "running",
      percent: 42,
    });
    expect(pollStep({ rows: 130, total: 100, done: false }, true, 1000)).toEqual({
      state: "running",
      percent: 99,
    });
    expect(pollStep({ rows: 0, total: 0, done: false }, false, 0)).toEqual({ state: "running", percent: 0 });
    expect(pollStep({ rows: 100, total: 100, done: true }, true, 1000)).toEqual({ state: "done" });
  });

  it("waits for an export that has not started yet, for a while", () => {
    expect(pollStep(null, false, 1000)).toEqual({ state: "running", percent: null });
    expect(pollStep(null, false, START_TIMEOUT_MS + 1)).toEqual({ state: "gone" });
  });

  it("takes a record that disappeared as finished", () => {
    expect(pollStep(null, true, 2000)).toEqual({ state: "done" });
  });
});
