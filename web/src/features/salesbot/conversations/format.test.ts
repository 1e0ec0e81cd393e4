import { describe, expect, it } from "vitest";
import { exportedText } from "./format";

describe("exportedText", () => {
  it("says 'conversation' for one and 'conversations' otherwise", () => {
    expect(exportedText(1)).toBe("1 conversation exported.");
    expect(exportedText(2)).toBe("2 conversations exported.");
    expect(exportedText(1204)).toBe("1,204 conversations exported.");
  });
});
