import { describe, expect, it } from "vitest";
import { GUIDE_STORAGE_KEY, guideProgress, parseGuideState } from "./use-editor-guide";

describe("the editor guide's stored state", () => {
  it("is kept under a product-specific key", () => {
    expect(GUIDE_STORAGE_KEY).toBe("cardfolio-editor-guide");
  });

  it("starts folded with nothing done", () => {
    expect(parseGuideState(null)).toEqual({ completed: [], collapsed: true, dismissed: false });
  });

  it("reads what was stored and drops unknown or repeated steps", () => {
    const raw = JSON.stringify({
      completed: ["basic", "nope", "basic", "social"],
      collapsed: false,
      dismissed: true,
    });
    expect(parseGuideState(raw)).toEqual({
      completed: ["basic", "social"],
      collapsed: false,
      dismissed: true,
    });
  });

  it("survives malformed storage", () => {
    expect(parseGuideState("{not json")).toEqual({ completed: [], collapsed: true, dismissed: false });
    expect(parseGuideState('{"completed": "basic"}').completed).toEqual([]);
  });

  it("reports progress in fifths of the five steps", () => {
    expect(guideProgress([])).toBe(0);
    expect(guideProgress(["basic", "design"])).toBe(40);
    expect(guideProgress(["basic", "design", "gallery", "social", "buttons"])).toBe(100);
  });
});
