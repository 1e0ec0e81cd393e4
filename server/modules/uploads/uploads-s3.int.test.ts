/**
 * Uploads stored in an S3-compatible bucket (S3_BUCKET) through the real AWS SDK,
 * against a local S3 server: the same content-hash names, headers, SVG sandbox and orphan
 * sweep as on disk, nothing written to UPLOADS_DIR, and with S3_PUBLIC_URL pictures sent to
 * the bucket's public address while SVGs stay behind the sandbox policy.
 */
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Storage, STORAGE_UNAVAILABLE } from "../../lib/storage/s3-storage";
import { createTestApp, type TestApp } from "../../test/harness";
import { type LocalS3Server, startLocalS3Server } from "../../test/local-s3-server";
import { cardTestKit } from "../cards/card-test-kit";
import { png, uploadTestKit } from "./upload-test-kit";

const PUBLIC_URL = "https://cdn.cards.test";
const PREFIX = "uploads/";

let s3: LocalS3Server;
let bucket: S3Storage;
let t: TestApp;
let cdn: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3Server();
  bucket = await S3Storage.open({ ...s3, forcePathStyle: true, keyPrefix: PREFIX });
  t = await createTestApp({ ...s3.env, S3_KEY_PREFIX: PREFIX });
  cdn = await createTestApp(
    { ...s3.env, S3_KEY_PREFIX: PREFIX, S3_PUBLIC_URL: PUBLIC_URL },
    { sharingDatabaseOf: t },
  );
}, 30_000);
afterAll(async () => {
  await cdn?.close();
  await t?.close();
  bucket?.close();
  await s3?.close();
});

const { signedIn, cardOf } = cardTestKit(() => t);
const { upload, uploaded, fetchFile, uploadRows } = uploadTestKit(() => t);
const viaCdn = uploadTestKit(() => cdn);

async function inBucket(): Promise<string[]> {
  const names: string[] = [];
  for await (const name of bucket.list()) names.push(name);
  return names;
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0f766e"/></svg>`;

describe("uploads in a bucket", () => {
  it("are stored under their content hash in the bucket, not on disk, and served with the same headers", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const picture = await uploaded(
      owner.session,
      { cardId: String(card.id) },
      { bytes: await png(20, 20, 7) },
    );
    expect(await inBucket()).toContain(picture.name);
    expect(await readdir(t.config.uploadsDir)).not.toContain(picture.name);

    const served = await fetchFile(picture.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(served.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(
      (await fetchFile(picture.url, { "if-none-match": served.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await fetchFile(`/uploads/${"0".repeat(64)}.png`)).statusCode).toBe(404);
  });

  it("go from the bucket when the card stops using them", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const first = await uploaded(owner.session, { cardId: String(card.id) }, { bytes: await png(20, 20, 8) });
    const second = await uploaded(
      owner.session,
      { cardId: String(card.id) },
      { bytes: await png(20, 20, 9) },
    );
    const save = async (profilePicture: string) => {
      const response = await t.request({
        method: "PUT",
        url: `/api/business-cards/${card.id}`,
        session: owner.session,
        body: { profilePicture },
      });
      expect(response.statusCode, response.body).toBe(200);
      await t.app.uploadSweeper.idle();
    };
    await save(first.url);
    await save(second.url);
    expect(await inBucket()).not.toContain(first.name);
    expect(await inBucket()).toContain(second.name);
    expect((await fetchFile(first.url)).statusCode).toBe(404);
  });

  it("with S3_PUBLIC_URL, pictures redirect to the bucket's public address; SVGs stay here, sandboxed", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const picture = await viaCdn.uploaded(
      owner.session,
      { cardId: String(card.id) },
      { bytes: await png(20, 20, 10) },
    );
    const redirected = await viaCdn.fetchFile(picture.url);
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe(`${PUBLIC_URL}/${PREFIX}${picture.name}`);
    expect(redirected.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const drawing = await viaCdn.uploaded(
      owner.session,
      { cardId: String(card.id) },
      { bytes: Buffer.from(SVG), filename: "logo.svg", contentType: "image/svg+xml" },
    );
    const svg = await viaCdn.fetchFile(drawing.url);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
    );
  });

  it("answer 503 with a message when the bucket cannot be reached, and the upload is not recorded", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const picture = await uploaded(
      owner.session,
      { cardId: String(card.id) },
      { bytes: await png(20, 20, 11) },
    );
    const rowsBefore = await uploadRows();
    await s3.close();
    const refused = await upload(
      owner.session,
      { cardId: String(card.id) },
      { bytes: await png(20, 20, 12) },
    );
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(await uploadRows()).toEqual(rowsBefore);
    const served = await fetchFile(picture.url);
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual({ message: STORAGE_UNAVAILABLE });
  }, 30_000);
});
