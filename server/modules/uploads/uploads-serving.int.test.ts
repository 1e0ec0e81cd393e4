/**
 * GET /uploads/{name}: stored files with their type and long cache lifetimes,
 * nothing else; names are checked against the one pattern the uploads store.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { png, uploadTestKit } from "./upload-test-kit";

const t = testAppPerFile();
let url: string;
let name: string;
beforeAll(async () => {
  const owner = await signedIn(1);
  ({ url, name } = await uploaded(
    owner.session,
    { cardId: String((await cardOf(owner)).id) },
    { bytes: await png() },
  ));
});

const { signedIn, cardOf } = cardTestKit(() => t);
const { uploaded, fetchFile } = uploadTestKit(() => t);

describe("GET /uploads/{name}", () => {
  it("serves the file with its type, an immutable cache lifetime and nosniff", async () => {
    const response = await fetchFile(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      etag: `"${name.slice(0, 64)}"`,
    });
    expect(response.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers 304 to a browser that already holds it, and HEAD without a body", async () => {
    const cached = await fetchFile(url, { "if-none-match": `"${name.slice(0, 64)}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/png");
    expect(head.body).toBe("");
  });

  it("answers 404 for unknown names and for anything that is not a stored name", async () => {
    // A file in the folder that the uploads never made is not served either.
    await writeFile(join(t.config.uploadsDir, "notes.txt"), "private");
    const unknown = `/uploads/${"0".repeat(64)}.png`;
    for (const path of [
      unknown,
      "/uploads/notes.txt",
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${name.slice(0, 64)}.webp`,
      `/uploads/${name.slice(0, 64)}`,
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/.partial",
    ]) {
      const response = await fetchFile(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ message: "File not found" });
      expect(response.headers["cache-control"], path).toBeUndefined();
    }
  });
});
