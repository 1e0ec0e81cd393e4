import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ROUND_PHOTO_SIDE, roundablePhotoName, roundPhotoPng } from "./signature-pictures";

const HASH = "a".repeat(64);

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 50, height: 80, channels: 3, background: "#ff0000" } })
    .jpeg()
    .toBuffer();
}

describe("the round photo", () => {
  it("is drawn once for requests that arrive together, and kept", async () => {
    const bytes = await jpeg();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return bytes;
    };
    const name = `${"b".repeat(64)}.jpg`;
    const [first, second] = await Promise.all([roundPhotoPng(name, read), roundPhotoPng(name, read)]);
    expect(first).toBe(second);
    expect(await roundPhotoPng(name, read)).toBe(first);
    expect(reads).toBe(1);
    const { width, height, hasAlpha } = await sharp(first!).metadata();
    expect([width, height, hasAlpha]).toEqual([ROUND_PHOTO_SIDE, ROUND_PHOTO_SIDE, true]);
  });

  it("is nothing for bytes that are no raster image, and is tried again later", async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
    };
    const name = `${"c".repeat(64)}.png`;
    expect(await roundPhotoPng(name, read)).toBeUndefined();
    expect(await roundPhotoPng(name, read)).toBeUndefined();
    expect(reads).toBe(2);
  });

  it("is cut only from stored raster uploads", () => {
    expect(roundablePhotoName(`${HASH}.jpg`)).toBe(`${HASH}.jpg`);
    expect(roundablePhotoName(`${HASH}.png`)).toBe(`${HASH}.png`);
    expect(roundablePhotoName(`${HASH}.svg`)).toBeNull();
    expect(roundablePhotoName("../etc/passwd")).toBeNull();
    expect(roundablePhotoName(null)).toBeNull();
  });
});
