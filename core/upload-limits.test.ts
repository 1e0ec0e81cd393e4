import { describe, expect, it } from "vitest";
import {
  megabytes,
  ORIGINAL_TOO_LARGE,
  originalFits,
  PWA_ICON_TOO_LARGE,
  STORED_IMAGE_MAX_BYTES,
  SVG_TOO_LARGE,
  storedFits,
  UPLOAD_ORIGINAL_MAX_BYTES,
} from "./upload-limits";

const MB = 1024 * 1024;

describe("upload size rules", () => {
  it("accept a camera original of up to 20MB and no more", () => {
    expect(UPLOAD_ORIGINAL_MAX_BYTES).toBe(20 * MB);
    expect(originalFits(7.8 * MB)).toBe(true);
    expect(originalFits(20 * MB)).toBe(true);
    expect(originalFits(20 * MB + 1)).toBe(false);
  });

  it("store at most 2MB, the specification's upload limit", () => {
    expect(STORED_IMAGE_MAX_BYTES).toBe(2 * MB);
    expect(storedFits(2 * MB)).toBe(true);
    expect(storedFits(2 * MB + 1)).toBe(false);
  });

  it("say the limits in the specification's words", () => {
    expect(megabytes(20 * MB)).toBe("20MB");
    expect(ORIGINAL_TOO_LARGE).toBe("Maximum file size is 20MB.");
    expect(SVG_TOO_LARGE).toBe("Maximum file size is 2MB for an SVG image.");
    expect(PWA_ICON_TOO_LARGE).toBe("Please upload an image smaller than 5MB");
  });
});
