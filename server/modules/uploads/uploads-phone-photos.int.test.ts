/**
 * Phone photos (decision 026): an original of up to 20 MB is accepted and stored scaled down
 * to its kind's box and at most 2 MB; a larger original is refused with 413 and the
 * specification's sentence; a picture that stays over 2 MB however it is scaled is refused
 * with the specification's 'too large after compression'; a decompression bomb is refused
 * with 422. Every refusal stores nothing.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ORIGINAL_TOO_LARGE,
  STORED_IMAGE_MAX_BYTES,
  TOO_LARGE_AFTER_COMPRESSION,
  UPLOAD_ORIGINAL_MAX_BYTES,
} from "../../../core/upload-limits";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Account, cardTestKit } from "../cards/card-test-kit";
import { MAX_BOX, MAX_INPUT_PIXELS, TOO_MANY_PIXELS } from "./upload-rules";
import { hugePng, uploadTestKit } from "./upload-test-kit";

const MB = 1024 * 1024;

const t = testAppPerFile();
let owner: Account;
let cardId: string;
beforeAll(async () => {
  owner = await signedIn(1);
  cardId = String((await cardOf(owner)).id);
});

const { signedIn, cardOf } = cardTestKit(() => t);
const { upload, uploaded, fetchFile, snapshot } = uploadTestKit(() => t);

/** Random pixels: what a camera's sensor noise makes of JPEG, so the file weighs what a photo does. */
function noise(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp(randomBytes(width * height * channels), { raw: { width, height, channels } });
}

/** A 12-megapixel camera photo of about 8 MB, taken with the phone turned (EXIF orientation 6). */
async function cameraPhoto(): Promise<Buffer> {
  return noise(4000, 3000).withMetadata({ orientation: 6 }).jpeg({ quality: 85 }).toBuffer();
}

async function expectRefused(bytes: Buffer, status: number, message: string) {
  const before = await snapshot();
  const response = await upload(owner.session, { cardId, type: "gallery" }, { bytes, filename: "photo.jpg" });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ message });
  expect(await snapshot()).toEqual(before);
}

describe("a phone photo of up to 20 MB", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await cameraPhoto();
  });

  it("is accepted in the gallery and stored upright, inside the gallery's box and under 2 MB", async () => {
    expect(photo.length).toBeGreaterThan(7 * MB);
    expect(photo.length).toBeLessThan(10 * MB);
    const { url } = await uploaded(owner.session, { cardId, type: "gallery" }, { bytes: photo });
    const stored = (await fetchFile(url)).rawPayload;
    expect(stored.length).toBeLessThanOrEqual(STORED_IMAGE_MAX_BYTES);
    const meta = await sharp(stored).metadata();
    // Turned upright: the 4000 x 3000 original stands as 3000 x 4000, then fits 2400 x 2400.
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual([
      "jpeg",
      MAX_BOX.gallery.height * 0.75,
      MAX_BOX.gallery.height,
      undefined,
    ]);
  }, 60_000);

  it("is accepted as the profile picture and stored at its box", async () => {
    const { url } = await uploaded(owner.session, { cardId, type: "profilePicture" }, { bytes: photo });
    const meta = await sharp((await fetchFile(url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([750, 1000]);
  }, 60_000);

  it("that stays over 2 MB as a PNG is stored as a JPEG when it has no transparency", async () => {
    const png = await noise(1800, 1800).png().toBuffer();
    expect(png.length).toBeGreaterThan(4 * STORED_IMAGE_MAX_BYTES);
    const { url } = await uploaded(
      owner.session,
      { cardId, type: "gallery" },
      { bytes: png, filename: "a.png" },
    );
    expect(url).toMatch(/\.jpg$/);
    expect((await fetchFile(url)).rawPayload.length).toBeLessThanOrEqual(STORED_IMAGE_MAX_BYTES);
  }, 60_000);
});

describe("refusals store nothing", () => {
  it(`answers 413 '${ORIGINAL_TOO_LARGE}' for a 21 MB original`, async () => {
    const photo = await noise(64, 48).jpeg().toBuffer();
    const tooLarge = Buffer.concat([photo, Buffer.alloc(21 * MB - photo.length)]);
    expect(tooLarge.length).toBeGreaterThan(UPLOAD_ORIGINAL_MAX_BYTES);
    await expectRefused(tooLarge, 413, ORIGINAL_TOO_LARGE);
  });

  it("answers 413 'too large after compression' for a transparent picture that never fits 2 MB", async () => {
    const transparent = await noise(1800, 1800, 4).png().toBuffer();
    await expectRefused(transparent, 413, TOO_LARGE_AFTER_COMPRESSION);
  }, 60_000);

  it(`answers 422 for a pixel bomb: over ${MAX_INPUT_PIXELS / 1e6} megapixels in a small file`, async () => {
    const bomb = hugePng(20000);
    expect(bomb.length).toBeLessThan(MB);
    await expectRefused(bomb, 422, TOO_MANY_PIXELS);
  });
});
