/**
 * What the upload integration tests share: multipart bodies built by hand (so a test
 * controls every byte, file name and claimed type), images made with sharp in the test,
 * and the rows and files an upload leaves, for "nothing stored" checks.
 */
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { crc32, deflateSync } from "node:zlib";
import { asc } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { uploads } from "../../db/schema";
import type { TestApp } from "../../test/harness";

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  /** What the browser claims; the server must not believe it. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body with text fields and at most one file. */
export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----cardfolio${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename ?? "image.bin"}"\r\n` +
          `content-type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadTestKit(app: () => TestApp) {
  /** POSTs a multipart form to an upload route. */
  function upload(
    session: string | undefined,
    fields: Record<string, string>,
    file?: FilePart,
    url = "/api/upload",
  ) {
    const { body, contentType } = multipartBody(fields, file);
    return app().request({ method: "POST", url, body, session, headers: { "content-type": contentType } });
  }

  /** Uploads and expects success; answers the stored name and url. */
  async function uploaded(session: string, fields: Record<string, string>, file: FilePart, url?: string) {
    const response = await upload(session, fields, file, url);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { success: boolean; url: string };
    expect(answer.success).toBe(true);
    expect(answer.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.(jpg|png|gif|svg)$/);
    return { url: answer.url, name: answer.url.slice("/uploads/".length) };
  }

  /** GET of a stored file. */
  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    app().request({ method: "GET", url, headers });

  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(app().config.uploadsDir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  }

  const uploadRows = () => app().db.select().from(uploads).orderBy(asc(uploads.id));

  /** Rows and files now, to compare after a refused upload. */
  async function snapshot() {
    return { rows: await uploadRows(), files: await storedFiles() };
  }

  return { upload, uploaded, fetchFile, storedFiles, uploadRows, snapshot };
}

/** A small picture with distinct colours, so every call with a new `seed` gives new bytes. */
export function png(width = 64, height = 48, seed = 0): Promise<Buffer> {
  const r = (seed * 37) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export function jpeg(width = 64, height = 48, seed = 0): Promise<Buffer> {
  const r = (seed * 37) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();
}

/** A JPEG that says where it was taken (GPS) and that the camera was turned (orientation 6). */
export async function jpegWithGpsAndRotation(width = 80, height = 40): Promise<Buffer> {
  return sharp(await jpeg(width, height, 7))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model" },
      IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" },
    })
    .jpeg()
    .toBuffer();
}

/** A three-frame animated GIF. */
export async function animatedGif(size = 30): Promise<Buffer> {
  const frame = (r: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: { r, g: 0, b: 0, alpha: 1 } } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame(255), await frame(128), await frame(0)]);
  return sharp(frames, { raw: { width: size, height: size * 3, channels: 4, pageHeight: size } })
    .gif({ loop: 0, delay: [100, 100, 100] })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid PNG of `side` x `side` black pixels (1 bit each): 400 megapixels for 20000,
 * yet about 50 KB, because rows of zeros compress to almost nothing. A decompression bomb.
 */
export function hugePng(side = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="100" height="100" fill="#0a7" onclick="alert('click')"/>
  <image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>
  <circle cx="50" cy="50" r="20" fill="#fff"/>
</svg>`;
