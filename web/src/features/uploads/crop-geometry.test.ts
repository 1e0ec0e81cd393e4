import { describe, expect, it } from "vitest";
import { cropOutputSize, rotatedSize, toStep } from "./crop-geometry";
import { IMAGE_KINDS } from "./image-kinds";

const rules = (kind: "profilePicture" | "coverPhoto" | "logo") => {
  const { crop, compression } = IMAGE_KINDS[kind];
  return [crop!, compression] as const;
};

describe("rotatedSize", () => {
  it("is the box of the turned image", () => {
    expect(rotatedSize(400, 200, 0)).toEqual({ width: 400, height: 200 });
    const quarter = rotatedSize(400, 200, 90);
    expect(quarter.width).toBeCloseTo(200);
    expect(quarter.height).toBeCloseTo(400);
    const diagonal = rotatedSize(100, 100, -45);
    expect(diagonal.width).toBeCloseTo(141.42, 1);
  });
});

describe("cropOutputSize", () => {
  it("gives the cover photo an aspect of 3 and the logo one of 1, labelled 1:1", () => {
    expect(rules("coverPhoto")[0].aspect).toBe(3);
    const [logo] = rules("logo");
    expect(logo.aspect).toBe(1);
    expect(logo.aspectLabel).toBe("Aspect ratio 1:1");
  });

  // The profile picture is 500 px wide and square whatever the crop; a cover photo keeps 3:1
  // and a logo stays square, each at least its minimum wide (600, 200) and at most what
  // compression keeps.
  it.each([
    ["profilePicture", 1800, 1800, 500, 500],
    ["profilePicture", 210, 210, 500, 500],
    ["coverPhoto", 450, 150, 600, 200],
    ["coverPhoto", 900, 300, 900, 300],
    ["coverPhoto", 3000, 1000, 1200, 400],
    ["logo", 160, 160, 200, 200],
    ["logo", 240, 240, 240, 240],
    ["logo", 900, 900, 250, 250],
  ] as const)("makes a %s cropped at %i x %i into %i x %i", (kind, cropWidth, cropHeight, width, height) => {
    const [crop, compression] = rules(kind);
    expect(cropOutputSize(crop, { width: cropWidth, height: cropHeight }, compression)).toEqual({
      width,
      height,
    });
  });
});

describe("toStep", () => {
  it("puts a value on the slider's steps of 5 within its bounds", () => {
    expect(toStep(123.4, 50, 300)).toBe(125);
    expect(toStep(20, 50, 300)).toBe(50);
    expect(toStep(999, 50, 300)).toBe(300);
    expect(toStep(-182, -180, 180)).toBe(-180);
    expect(toStep(-2, -180, 180)).toBe(-0);
  });
});
