/**
 * POST /api/upload with real files made in the test: what is stored is always an
 * image the server encoded itself (metadata gone, rotation applied, type from the bytes,
 * payloads gone, sized per kind), SVG is sanitised, and every refusal stores nothing.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ORIGINAL_TOO_LARGE,
  STORED_IMAGE_MAX_BYTES,
  UPLOAD_ORIGINAL_MAX_BYTES,
} from "../../../core/upload-limits";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Account, cardTestKit } from "../cards/card-test-kit";
import { INVALID_FILE_TYPE, MAX_INPUT_PIXELS, TOO_MANY_PIXELS, UNREADABLE_IMAGE } from "./upload-rules";
import {
  animatedGif,
  HOSTILE_SVG,
  hugePng,
  jpeg,
  jpegWithGpsAndRotation,
  png,
  uploadTestKit,
} from "./upload-test-kit";

const t = testAppPerFile();
let owner: Account;
let fields: Record<string, string>;
beforeAll(async () => {
  owner = await signedIn(1);
  fields = { cardId: String((await cardOf(owner)).id), type: "gallery" };
});

const { signedIn, cardOf } = cardTestKit(() => t);
const { upload, uploaded, fetchFile, snapshot } = uploadTestKit(() => t);

/** The stored file as served, and what sharp reads in it. */
async function served(url: string) {
  const response = await fetchFile(url);
  expect(response.statusCode).toBe(200);
  const bytes = response.rawPayload;
  return { response, bytes, meta: await sharp(bytes, { animated: true }).metadata() };
}

describe("raster images are decoded and encoded again", () => {
  it("drops EXIF with the GPS position and camera, after turning the picture upright", async () => {
    const input = await jpegWithGpsAndRotation(80, 40);
    const before = await sharp(input).metadata();
    // The test file really carries what must go.
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes("WGS-84")).toBe(true);
    expect(input.includes("Secret Model")).toBe(true);

    const { url } = await uploaded(owner.session, { ...fields, type: "profilePicture" }, { bytes: input });
    const { bytes, meta, response } = await served(url);
    expect(url).toMatch(/\.jpg$/);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes("Secret Model")).toBe(false);
    expect(bytes.includes("WGS-84")).toBe(false);
    // Orientation 6 means "turn 90° clockwise to view": 80x40 as stored is 40x80 upright.
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it("takes the type from the bytes: a PNG named .gif and claimed as a GIF is stored as PNG", async () => {
    const { url } = await uploaded(owner.session, fields, {
      bytes: await png(30, 20, 1),
      filename: "holiday.gif",
      contentType: "image/gif",
    });
    expect(url).toMatch(/\.png$/);
    const { meta, response } = await served(url);
    expect(meta.format).toBe("png");
    expect(response.headers["content-type"]).toBe("image/png");
  });

  it("keeps every frame of an animated GIF", async () => {
    const { url } = await uploaded(owner.session, fields, { bytes: await animatedGif(), filename: "a.gif" });
    const { meta } = await served(url);
    expect(url).toMatch(/\.gif$/);
    expect(meta.format).toBe("gif");
    expect(meta.pages).toBe(3);
  });

  it("fits large pictures inside the kind's box and never enlarges small ones", async () => {
    const cases = [
      { type: "logo", size: [1200, 300], expected: [600, 150] },
      { type: "coverPhoto", size: [3000, 600], expected: [2400, 480] },
      { type: "profilePicture", size: [1500, 3000], expected: [500, 1000] },
      { type: "gallery", size: [300, 200], expected: [300, 200] },
    ];
    for (const { type, size, expected } of cases) {
      const { url } = await uploaded(
        owner.session,
        { ...fields, type },
        { bytes: await jpeg(size[0], size[1]) },
      );
      const { meta } = await served(url);
      expect([meta.width, meta.height], type).toEqual(expected);
    }
  });

  it("stores a polyglot without its payload: script in a JPEG comment and after the image's end", async () => {
    const payload = "<html><script>alert(document.cookie)</script></html>";
    const plain = await jpeg(40, 40, 3);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, payload.length + 2]), Buffer.from(payload)]);
    const polyglot = Buffer.concat([plain.subarray(0, 2), comment, plain.subarray(2), Buffer.from(payload)]);
    // Still a valid JPEG that carries the payload twice.
    expect((await sharp(polyglot).metadata()).format).toBe("jpeg");
    expect(polyglot.toString("latin1").split("<script>").length - 1).toBe(2);

    const gif = Buffer.concat([await animatedGif(10), Buffer.from(payload)]);
    for (const bytes of [polyglot, gif]) {
      const { url } = await uploaded(owner.session, fields, {
        bytes,
        filename: "x.html",
        contentType: "text/html",
      });
      const stored = (await served(url)).bytes;
      expect(stored.includes("<script>")).toBe(false);
      expect(stored.includes("alert")).toBe(false);
    }
  });
});

describe("SVG", () => {
  it("is stored without scripts, handlers and outside references, and served inert", async () => {
    const { url } = await uploaded(
      owner.session,
      { ...fields, type: "logo" },
      {
        bytes: Buffer.from(HOSTILE_SVG),
        filename: "logo.svg",
        contentType: "image/svg+xml",
      },
    );
    expect(url).toMatch(/\.svg$/);
    const response = await fetchFile(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe("inline");
    for (const gone of ["<script", "alert", "onload", "onclick", "tracker.example"]) {
      expect(response.body, gone).not.toContain(gone);
    }
    expect(response.body).toContain("<rect");
    expect(response.body).toContain("<circle");
    // Still a picture.
    expect((await sharp(response.rawPayload).metadata()).format).toBe("svg");
  });
});

describe("refused files store nothing", () => {
  async function expectRefused(
    bytes: Buffer,
    status: number,
    message: string,
    file: { filename?: string; contentType?: string } = {},
  ) {
    const before = await snapshot();
    const response = await upload(owner.session, fields, { bytes, ...file });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await snapshot()).toEqual(before);
  }

  it("answers 415 for a text file named .png", async () => {
    await expectRefused(Buffer.from("just some text, honest"), 415, INVALID_FILE_TYPE, {
      filename: "photo.png",
      contentType: "image/png",
    });
  });

  it("answers 415 for images of other formats and for HTML named .svg", async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    await expectRefused(webp, 415, INVALID_FILE_TYPE, { filename: "a.png", contentType: "image/png" });
    await expectRefused(
      Buffer.from("<html><body><script>alert(1)</script></body></html>"),
      415,
      INVALID_FILE_TYPE,
      {
        filename: "a.svg",
        contentType: "image/svg+xml",
      },
    );
    await expectRefused(Buffer.from("%PDF-1.4\n1 0 obj\n"), 415, INVALID_FILE_TYPE, { filename: "a.jpg" });
  });

  it("answers 415 for bytes that claim an image but do not decode", async () => {
    const whole = await png(40, 40, 9);
    await expectRefused(whole.subarray(0, whole.length - 30), 415, UNREADABLE_IMAGE);
  });

  it("answers 413 for an original over 20 MB, while it streams and from its declared length", async () => {
    const header = await png(10, 10);
    const justOver = Buffer.concat([header, Buffer.alloc(UPLOAD_ORIGINAL_MAX_BYTES + 1 - header.length)]);
    await expectRefused(justOver, 413, ORIGINAL_TOO_LARGE);
    const far = Buffer.concat([header, Buffer.alloc(2 * UPLOAD_ORIGINAL_MAX_BYTES)]);
    await expectRefused(far, 413, ORIGINAL_TOO_LARGE);
  });

  it(`answers 422 for an image over ${MAX_INPUT_PIXELS / 1e6} megapixels, however small the file`, async () => {
    const bomb = hugePng(20000);
    expect(bomb.length).toBeLessThan(STORED_IMAGE_MAX_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20000,
      height: 20000,
    });
    await expectRefused(bomb, 422, TOO_MANY_PIXELS);
  });
});
