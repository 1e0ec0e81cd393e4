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
  it("makes the profile picture 500 px wide and square, whatever the crop", () => {
    const [crop, compression] = rules("profilePicture");
    expect(cropOutputSize(crop, { width: 1800, height: 1800 }, compression)).toEqual({
      width: 500,
      height: 500,
    });
    expect(cropOutputSize(crop, { width: 210, height: 210 }, compression)).toEqual({
      width: 500,
      height: 500,
    });
  });

  it("keeps a cover photo at 3:1 and at least 600 wide, at most what compression keeps", () => {
    const [crop, compression] = rules("coverPhoto");
    expect(crop.aspect).toBe(3);
    expect(cropOutputSize(crop, { width: 450, height: 150 }, compression)).toEqual({
      width: 600,
      height: 200,
    });
    expect(cropOutputSize(crop, { width: 900, height: 300 }, compression)).toEqual({
      width: 900,
      height: 300,
    });
    expect(cropOutputSize(crop, { width: 3000, height: 1000 }, compression)).toEqual({
      width: 1200,
      height: 400,
    });
  });

  it("keeps a logo square (aspect 1) and at least 200 wide", () => {
    const [crop, compression] = rules("logo");
    expect(crop.aspect).toBe(1);
    expect(crop.aspectLabel).toBe("Aspect ratio 1:1");
    expect(cropOutputSize(crop, { width: 160, height: 160 }, compression)).toEqual({
      width: 200,
      height: 200,
    });
    expect(cropOutputSize(crop, { width: 240, height: 240 }, compression)).toEqual({
      width: 240,
      height: 240,
    });
    expect(cropOutputSize(crop, { width: 900, height: 900 }, compression)).toEqual({
      width: 250,
      height: 250,
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
