/**
 * GET /api/business-cards/{id}/email-signature and the public pictures it points to: the
 * signature for each layout and extra, its owner's rules, and pictures that really are what
 * the signature says (a PNG photo with transparent corners, a QR code that decodes to the card's
 * address marked as the email source), fetched without a session as email clients do.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_SIGNATURE_EXTRAS, EMAIL_SIGNATURE_LAYOUTS } from "../../../core/email-signature";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";
import { ROUND_PHOTO_SIDE, SIGNATURE_QR_SIDE } from "./signature-pictures";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "signature-test-"));
  await mkdir(join(dataDir, "uploads"));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { signedIn, cardOf } = cardTestKit(() => t);

/** A square photo of one opaque colour, stored under its content-hash name as uploads are. */
async function storedPhoto(): Promise<string> {
  const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  const name = `${createHash("sha256").update(jpeg).digest("hex")}.jpg`;
  await writeFile(join(dataDir, "uploads", name), jpeg);
  return name;
}

const signatureOf = (id: number | string, session: string | undefined, query = "") =>
  t.request({ method: "GET", url: `/api/business-cards/${id}/email-signature${query}`, session });

/** A picture's address taken from the signature, asked for as an email client would (no session). */
function picturePath(html: string, kind: "photo" | "qr"): string {
  const match = new RegExp(
    `src="${TEST_APP_URL}(/api/email-signature/\\d+/${kind}\\.png\\?v=[0-9a-f]+)"`,
  ).exec(html);
  expect(match, `${kind} picture in the signature`).not.toBeNull();
  return match![1]!;
}

describe("GET /api/business-cards/{id}/email-signature", () => {
  it("answers every layout with HTML and text of the card, its links marked as the email source", async () => {
    const owner = await signedIn(1);
    const photo = await storedPhoto();
    const card = await cardOf(owner, {
      name: "Ada <Lovelace>",
      title: "Analyst",
      company: "Engines & Co",
      email: "ada@example.com",
      profilePicture: `/uploads/${photo}`,
    });
    const address = `${TEST_APP_URL}/view/${card.slug}?src=email`;
    const htmls = new Set<string>();
    for (const layout of EMAIL_SIGNATURE_LAYOUTS) {
      for (const extra of EMAIL_SIGNATURE_EXTRAS) {
        const response = await signatureOf(card.id, owner.session, `?layout=${layout}&extra=${extra}`);
        expect(response.statusCode, `${layout}/${extra}`).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        const { html, text } = response.json() as { html: string; text: string };
        htmls.add(html);
        expect(html).toContain("Ada &lt;Lovelace&gt;");
        expect(html).toContain(`href="${address}"`);
        expect(html).not.toMatch(/<style|<svg|data:|<script/i);
        expect(picturePath(html, "photo")).toContain(`/api/email-signature/${card.id}/photo.png`);
        if (extra === "qr") picturePath(html, "qr");
        else expect(html).toContain(`href="${TEST_APP_URL}/api/vcard/${card.id}"`);
        expect(text).toContain("Ada <Lovelace>\nAnalyst at Engines & Co");
        expect(text).toContain(address);
      }
    }
    expect(htmls.size).toBe(EMAIL_SIGNATURE_LAYOUTS.length * EMAIL_SIGNATURE_EXTRAS.length);
    // Without a query: the classic layout with a QR code.
    const plain = await signatureOf(card.id, owner.session);
    const classic = await signatureOf(card.id, owner.session, "?layout=classic&extra=qr");
    expect(plain.json()).toEqual(classic.json());
  });

  it("is refused to another user (403), for a missing card (404), for a bad layout or extra (400) and without a session (401)", async () => {
    const owner = await signedIn(1);
    const stranger = await signedIn(2);
    const card = await cardOf(owner, { name: "Private" });
    expect((await signatureOf(card.id, stranger.session)).statusCode).toBe(403);
    expect((await signatureOf(2_000_000_000, owner.session)).statusCode).toBe(404);
    const bad = await signatureOf(card.id, owner.session, "?layout=fancy");
    expect(bad.statusCode).toBe(400);
    expect((await signatureOf(card.id, owner.session, "?extra=both")).statusCode).toBe(400);
    expect((await signatureOf(card.id, undefined)).statusCode).toBe(401);
    // A level-4 user shares any card.
    const editor = await signedIn(4);
    expect((await signatureOf(card.id, editor.session)).statusCode).toBe(200);
  });

  it("shows no photo for a card whose photo is not stored here", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Remote", profilePicture: "https://images.example/me.jpg" });
    const { html } = (await signatureOf(card.id, owner.session, "?extra=save")).json() as { html: string };
    expect(html).not.toContain("<img");
    const photo = await t.request({ method: "GET", url: `/api/email-signature/${card.id}/photo.png` });
    expect(photo.statusCode).toBe(404);
  });
});

describe("the signature's public pictures", () => {
  it("serve the photo cut round: a PNG at twice the shown size whose corners are transparent", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Round", profilePicture: `/uploads/${await storedPhoto()}` });
    const { html } = (await signatureOf(card.id, owner.session)).json() as { html: string };
    const response = await t.request({ method: "GET", url: picturePath(html, "photo") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Webmail shows it inside its own page: another origin.
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([ROUND_PHOTO_SIDE, ROUND_PHOTO_SIDE, 4]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    const last = ROUND_PHOTO_SIDE - 1;
    for (const [x, y] of [
      [0, 0],
      [last, 0],
      [0, last],
      [last, last],
    ] as const)
      expect(alphaAt(x, y)).toBe(0);
    expect(alphaAt(ROUND_PHOTO_SIDE / 2, ROUND_PHOTO_SIDE / 2)).toBe(255);
    // The client's copy is current: nothing is sent again.
    const again = await t.request({
      method: "GET",
      url: picturePath(html, "photo"),
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serve a QR code that decodes to the card's address marked as the email source", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Scan Me" });
    const { html } = (await signatureOf(card.id, owner.session, "?layout=banner&extra=qr")).json() as {
      html: string;
    };
    const response = await t.request({ method: "GET", url: picturePath(html, "qr") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    const { data, info } = await sharp(response.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(SIGNATURE_QR_SIDE);
    const decoded = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(decoded?.data).toBe(`${TEST_APP_URL}/view/${card.slug}?src=email`);
    // Asked for without the current version (an old signature): kept a day, then asked again.
    const old = await t.request({ method: "GET", url: `/api/email-signature/${card.id}/qr.png?v=old` });
    expect(old.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("answer 404 for unknown and deactivated cards", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, {
      name: "Gone",
      profilePicture: `/uploads/${await storedPhoto()}`,
      deactivatedAt: new Date(),
    });
    for (const id of [card.id, 2_000_000_000]) {
      for (const kind of ["photo", "qr"]) {
        const response = await t.request({ method: "GET", url: `/api/email-signature/${id}/${kind}.png` });
        expect(response.statusCode, `${id} ${kind}`).toBe(404);
      }
    }
  });
});
