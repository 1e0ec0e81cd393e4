import { describe, expect, it } from "vitest";
import { cropLabel, IMAGE_KINDS } from "./image-kinds";

describe("cropLabel", () => {
  it("gives the logo's size rule, the one its dimension check uses (150), not the output's", () => {
    expect(IMAGE_KINDS.logo.minimum?.width).toBe(150);
    expect(cropLabel("logo")).toBe("Aspect ratio 1:1, at least 150 pixels wide");
  });
  it("says the cover photo's minimum and the profile picture's output width", () => {
    expect(cropLabel("coverPhoto")).toBe("Aspect ratio 3:1, at least 600 pixels wide");
    expect(cropLabel("profilePicture")).toBe("Aspect ratio 1:1, shown as a circle, saved 500 pixels wide");
  });
});
