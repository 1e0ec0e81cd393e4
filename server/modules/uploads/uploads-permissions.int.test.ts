/**
 * Who may upload what where: signed-in users, to cards they may
 * change, with the editors' fixed text for a missing or wrong card id, at most 8 gallery images,
 * within the storage quota; and the install-as-app uploads. Every refusal stores nothing.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_DENIED } from "../../../core/policy";
import { PWA_ICON_MAX_BYTES, PWA_ICON_TOO_LARGE } from "../../../core/upload-limits";
import { rateLimitWindows } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Account, cardTestKit } from "../cards/card-test-kit";
import {
  CARD_NOT_IDENTIFIED,
  galleryFull,
  INVALID_FILE_TYPE,
  NO_FILE,
  storageFull,
  UNKNOWN_KIND,
} from "./upload-rules";
import { HOSTILE_SVG, jpeg, multipartBody, png, uploadTestKit } from "./upload-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);
const { upload, uploaded, uploadRows, snapshot } = uploadTestKit(() => t);

async function expectRefused(
  response: Promise<{ statusCode: number; body: string }>,
  status: number,
  message: string,
) {
  const before = await snapshot();
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(JSON.parse(answer.body).message).toBe(message);
  expect(await snapshot()).toEqual(before);
}

/** Noise does not compress: a PNG of about `side`² x 3 bytes. */
const noisePng = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

describe("POST /api/upload", () => {
  let owner: Account;
  let cardId: string;
  beforeAll(async () => {
    owner = await signedIn(1);
    cardId = String((await cardOf(owner)).id);
  });

  it("asks for a session first", async () => {
    const response = upload(undefined, { cardId }, { bytes: await png() });
    await expectRefused(response, 401, "Please sign in to continue.");
  });

  it("answers the editors' fixed text when the card id is missing, malformed or names no card", async () => {
    const file = { bytes: await png() };
    for (const bad of [undefined, "", "abc", "0", "-3", "1.5", "12abc", "99999999999"]) {
      const fields: Record<string, string> = bad === undefined ? {} : { cardId: bad };
      await expectRefused(upload(owner.session, fields, file), 400, CARD_NOT_IDENTIFIED);
    }
    await expectRefused(upload(owner.session, { cardId: "987654" }, file), 404, CARD_NOT_IDENTIFIED);
  });

  it("lets only the card's owner and level 4 and above upload to a card", async () => {
    const file = { bytes: await png(20, 20, 4) };
    for (const level of [1, 2, 3]) {
      const other = await signedIn(level, "other");
      await expectRefused(upload(other.session, { cardId }, file), 403, UPLOAD_DENIED);
    }
    const editor = await signedIn(4, "editor");
    const { name } = await uploaded(editor.session, { cardId, type: "logo" }, file);
    const rows = await uploadRows();
    // Counted against the one who uploaded it.
    expect(rows.find((r) => r.name === name)).toMatchObject({
      userId: editor.user.id,
      cardId: Number(cardId),
      kind: "logo",
    });
  });

  it("refuses an unknown image type and a form without a file", async () => {
    await expectRefused(
      upload(owner.session, { cardId, type: "banner" }, { bytes: await png() }),
      400,
      UNKNOWN_KIND,
    );
    await expectRefused(upload(owner.session, { cardId }), 400, NO_FILE);
    await expectRefused(
      upload(owner.session, { cardId }, { bytes: await png(), field: "image" }),
      400,
      NO_FILE,
    );
    await expectRefused(upload(owner.session, { cardId }, { bytes: Buffer.alloc(0) }), 400, NO_FILE);
  });

  it("refuses uploads sent from another site", async () => {
    const { body, contentType } = multipartBody({ cardId }, { bytes: await png() });
    const response = t.request({
      method: "POST",
      url: "/api/upload",
      session: owner.session,
      body,
      headers: { "content-type": contentType, origin: "https://evil.example" },
    });
    await expectRefused(response, 403, "Cross-site requests are not allowed.");
  });

  it("accepts only multipart bodies", async () => {
    const response = t.request({
      method: "POST",
      url: "/api/upload",
      session: owner.session,
      body: { cardId },
    });
    await expectRefused(response, 415, "Please send the file as multipart/form-data.");
  });

  it("stores no ninth gallery image on a card", async () => {
    const gallery = Array.from({ length: 7 }, (_, i) => `https://img.example/${i}.png`);
    const card = await cardOf(owner, { gallery });
    await uploaded(
      owner.session,
      { cardId: String(card.id), type: "gallery" },
      { bytes: await png(10, 10, 8) },
    );
    await t.request({
      method: "PUT",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { gallery: [...gallery, "https://img.example/7.png"] },
    });
    const ninth = upload(
      owner.session,
      { cardId: String(card.id), type: "gallery" },
      { bytes: await png(10, 10, 9) },
    );
    await expectRefused(ninth, 409, galleryFull(8));
    // Other kinds are not limited by the gallery.
    await uploaded(
      owner.session,
      { cardId: String(card.id), type: "coverPhoto" },
      { bytes: await png(10, 10, 9) },
    );
  });
});

describe("the storage quota", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_QUOTA_MB: "1" }, { sharingDatabaseOf: t });
  });
  afterAll(() => small?.close());

  it("refuses an upload that would pass it; the same bytes again count once", async () => {
    const kit = uploadTestKit(() => small);
    const user = await signedIn(1, "quota");
    const cardId = String((await cardOf(user)).id);
    const first = await noisePng(360);
    const second = await noisePng(360);
    const { name } = await kit.uploaded(user.session, { cardId }, { bytes: first });
    const [row] = (await kit.uploadRows()).filter((r) => r.userId === user.user.id);
    expect(row!.bytes).toBeGreaterThan(350_000);

    // Uploading the same picture again is free: still one row.
    expect((await kit.uploaded(user.session, { cardId }, { bytes: first })).name).toBe(name);
    expect((await kit.uploadRows()).filter((r) => r.userId === user.user.id)).toHaveLength(1);
    await kit.uploaded(user.session, { cardId }, { bytes: second });

    const before = await kit.snapshot();
    const third = await kit.upload(user.session, { cardId }, { bytes: await noisePng(360) });
    expect(third.statusCode, third.body).toBe(507);
    expect(third.json()).toEqual({ message: storageFull(1) });
    expect(await kit.snapshot()).toEqual(before);
    // Someone else's storage is their own.
    const neighbour = await signedIn(1, "neighbour");
    await kit.uploaded(
      neighbour.session,
      { cardId: String((await cardOf(neighbour)).id) },
      { bytes: await noisePng(360) },
    );
  });

  it("lets only one of two uploads racing for the last room through", async () => {
    const kit = uploadTestKit(() => small);
    const user = await signedIn(1, "racer");
    const cardId = String((await cardOf(user)).id);
    await kit.uploaded(user.session, { cardId }, { bytes: await noisePng(360) });
    await kit.uploaded(user.session, { cardId }, { bytes: await noisePng(360) });
    // About 190 KB each: one fits in the room left, both do not.
    const [a, b] = [await noisePng(250), await noisePng(250)];
    const answers = await Promise.all([
      kit.upload(user.session, { cardId }, { bytes: a }),
      kit.upload(user.session, { cardId }, { bytes: b }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 507]);
    expect((await kit.uploadRows()).filter((r) => r.userId === user.user.id)).toHaveLength(3);
  });
});

describe("the upload rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: "2" }, { sharingDatabaseOf: t });
  });
  afterAll(() => limited?.close());

  it("answers 429 past the limit per address and route, storing nothing", async () => {
    const kit = uploadTestKit(() => limited);
    const user = await signedIn(1, "hurried");
    const cardId = String((await cardOf(user)).id);
    // On PostgreSQL the apps of this file count in the database together, as processes do:
    // the other tests' uploads from this address must not use up this app's two.
    await t.db.delete(rateLimitWindows);
    await kit.uploaded(user.session, { cardId }, { bytes: await png(64, 48, 1) });
    await kit.uploaded(user.session, { cardId }, { bytes: await png(64, 48, 2) });
    const before = await kit.snapshot();
    const third = await kit.upload(user.session, { cardId }, { bytes: await png(64, 48, 3) });
    expect(third.statusCode).toBe(429);
    expect(await kit.snapshot()).toEqual(before);
    // Another route keeps its own count.
    await kit.uploaded(user.session, { type: "icon" }, { bytes: await png(64, 48, 4) }, "/api/pwa-upload");
  });
});

describe("install-as-app uploads", () => {
  let owner: Account;
  let cardId: string;
  beforeAll(async () => {
    owner = await signedIn(2, "pwa");
    cardId = String((await cardOf(owner)).id);
  });

  it("stores icons as PNG no larger than 1024 px, from any accepted format", async () => {
    const fromJpeg = await uploaded(
      owner.session,
      { cardId, iconType: "icon512" },
      { bytes: await jpeg(2000, 1000) },
      "/api/pwa-icon",
    );
    expect(fromJpeg.url).toMatch(/\.png$/);
    const fromSvg = await uploaded(
      owner.session,
      { type: "icon192" },
      { bytes: Buffer.from(HOSTILE_SVG) },
      "/api/pwa-upload",
    );
    expect(fromSvg.url).toMatch(/\.png$/);
    const sizes = [];
    for (const { url } of [fromJpeg, fromSvg]) {
      const response = await t.request({ method: "GET", url });
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe("png");
      sizes.push([meta.width, meta.height]);
    }
    // The vector icon is drawn at full size rather than scaled up from 100 px.
    expect(sizes).toEqual([
      [1024, 512],
      [1024, 1024],
    ]);
    const rows = await uploadRows();
    expect(rows.find((r) => r.name === fromSvg.name)).toMatchObject({ cardId: null, kind: "pwaIcon" });
  });

  it("allows up to 5 MB, with the size limit's text above", async () => {
    const big = await noisePng(1100); // About 3.6 MB: over what /api/upload stores, fine here.
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(PWA_ICON_MAX_BYTES);
    await uploaded(owner.session, { cardId }, { bytes: big }, "/api/pwa-icon");
    const tooBig = Buffer.concat([big, Buffer.alloc(PWA_ICON_MAX_BYTES - big.length + 1)]);
    await expectRefused(
      upload(owner.session, { cardId }, { bytes: tooBig }, "/api/pwa-icon"),
      413,
      PWA_ICON_TOO_LARGE,
    );
  });

  it("refuses on /api/pwa-upload a 6 MB icon (413) and a text file named .png (415), storing nothing", async () => {
    const sixMb = Buffer.concat([await png(64, 64, 6), Buffer.alloc(6 * 1024 * 1024)]);
    await expectRefused(
      upload(
        owner.session,
        { type: "icon512" },
        { bytes: sixMb, filename: "icon.png", contentType: "image/png" },
        "/api/pwa-upload",
      ),
      413,
      PWA_ICON_TOO_LARGE,
    );
    const text = {
      bytes: Buffer.from("not an image at all"),
      filename: "icon.png",
      contentType: "image/png",
    };
    await expectRefused(
      upload(owner.session, { type: "icon192" }, text, "/api/pwa-upload"),
      415,
      INVALID_FILE_TYPE,
    );
  });

  it("needs a card the user may change for /api/pwa-icon, and checks one given to /api/pwa-upload", async () => {
    const file = { bytes: await png(16, 16, 5) };
    await expectRefused(upload(owner.session, {}, file, "/api/pwa-icon"), 400, CARD_NOT_IDENTIFIED);
    const stranger = await signedIn(3, "stranger");
    await expectRefused(upload(stranger.session, { cardId }, file, "/api/pwa-icon"), 403, UPLOAD_DENIED);
    await expectRefused(upload(stranger.session, { cardId }, file, "/api/pwa-upload"), 403, UPLOAD_DENIED);
    await expectRefused(upload(undefined, {}, file, "/api/pwa-upload"), 401, "Please sign in to continue.");
  });
});
