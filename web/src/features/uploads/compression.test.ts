import { describe, expect, it } from "vitest";
import { COMPRESS_ABOVE_BYTES, fitWithin, jpegName, needsCompression } from "./compression";
import { IMAGE_KINDS } from "./image-kinds";

describe("needsCompression", () => {
  it("compresses files over 100 KB that are not SVG", () => {
    expect(needsCompression({ name: "a.jpg", type: "image/jpeg", size: COMPRESS_ABOVE_BYTES })).toBe(false);
    expect(needsCompression({ name: "a.jpg", type: "image/jpeg", size: COMPRESS_ABOVE_BYTES + 1 })).toBe(
      true,
    );
    expect(needsCompression({ name: "a.gif", type: "image/gif", size: 500_000 })).toBe(true);
    expect(needsCompression({ name: "a.svg", type: "image/svg+xml", size: 500_000 })).toBe(false);
  });
});

describe("fitWithin", () => {
  it("keeps the shape inside the box", () => {
    expect(fitWithin(4000, 3000, 800, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(3000, 4000, 800, 800)).toEqual({ width: 600, height: 800 });
    expect(fitWithin(3000, 1500, 1200, 400)).toEqual({ width: 800, height: 400 });
  });

  it("never enlarges", () => {
    expect(fitWithin(300, 200, 800, 800)).toEqual({ width: 300, height: 200 });
  });

  it("keeps at least one pixel", () => {
    expect(fitWithin(10000, 1, 500, 500)).toEqual({ width: 500, height: 1 });
  });
});

describe("compression rules", () => {
  it("has the per-kind boxes and qualities", () => {
    expect(IMAGE_KINDS.profilePicture.compression).toEqual({ maxWidth: 500, maxHeight: 500, quality: 0.85 });
    expect(IMAGE_KINDS.coverPhoto.compression).toEqual({ maxWidth: 1200, maxHeight: 400, quality: 0.8 });
    expect(IMAGE_KINDS.logo.compression).toEqual({ maxWidth: 250, maxHeight: 250, quality: 0.9 });
    expect(IMAGE_KINDS.gallery.compression).toEqual({ maxWidth: 800, maxHeight: 800, quality: 0.8 });
  });
});

describe("jpegName", () => {
  it("gives the redrawn file a .jpg name", () => {
    expect(jpegName("holiday.png")).toBe("holiday.jpg");
    expect(jpegName("my.photo.gif")).toBe("my.photo.jpg");
    expect(jpegName("noext")).toBe("noext.jpg");
    expect(jpegName(".png")).toBe("image.jpg");
  });
});
