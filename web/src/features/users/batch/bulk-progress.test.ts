import { describe, expect, it } from "vitest";
import { bulkProgressView } from "./bulk-progress";

describe("bulkProgressView", () => {
  it("says the rows are being sent before the server's first event", () => {
    expect(bulkProgressView(undefined, 1200)).toEqual({ percent: 0, label: "Sending 1,200 users..." });
    expect(bulkProgressView(undefined, 1).label).toBe("Sending 1 user...");
  });

  it("moves through the phases in order, never backwards", () => {
    const steps = [
      bulkProgressView({ phase: "checking", done: 0, total: 1000 }, 1000),
      bulkProgressView({ phase: "checking", done: 1000, total: 1000 }, 1000),
      bulkProgressView({ phase: "hashing", done: 0, total: 990 }, 1000),
      bulkProgressView({ phase: "hashing", done: 495, total: 990 }, 1000),
      bulkProgressView({ phase: "hashing", done: 990, total: 990 }, 1000),
      bulkProgressView({ phase: "saving", done: 500, total: 990 }, 1000),
      bulkProgressView({ phase: "saving", done: 990, total: 990 }, 1000),
    ].map((view) => view.percent);
    expect(steps).toEqual([0, 5, 5, 47, 90, 95, 100]);
  });

  it("counts the accounts being created", () => {
    expect(bulkProgressView({ phase: "hashing", done: 420, total: 1000 }, 1000).label).toBe(
      "Creating accounts: 420 of 1,000",
    );
  });

  it("treats a phase with nothing to do as done", () => {
    expect(bulkProgressView({ phase: "hashing", done: 0, total: 0 }, 3).percent).toBe(90);
  });
});
