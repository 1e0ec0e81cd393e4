/**
 * The video-call background: 1920x1080 in each layout and format, its QR code readable after a
 * video call's scaling and compression, in an upper corner and at least 300 px, its text drawn
 * in the bundled font, and only for whoever may share the card.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cardUrl } from "../../../core/card-display";
import {
  BACKGROUND_FORMATS,
  BACKGROUND_HEIGHT,
  BACKGROUND_LAYOUTS,
  BACKGROUND_WIDTH,
} from "../../../core/video-background";
import { TEST_APP_URL } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { png, uploadTestKit } from "../uploads/upload-test-kit";
import { backgroundUrl, readQr, readQrInVideoTile } from "./background-test-kit";

const t = testAppPerFile();
const kit = cardTestKit(() => t);
const { uploaded } = uploadTestKit(() => t);

/** The longest name a card may have (200 characters), with a word too long for a line. */
const LONGEST_NAME = `${"W".repeat(40)} ${"Bartholomew-Montgomery ".repeat(7)}`.slice(0, 200);

const MIN_QR_SIDE = 300;

async function ownerWithCard(fields: Parameters<typeof kit.cardOf>[1] = {}) {
  const owner = await t.signedInUser(2, "bg");
  const card = await kit.cardOf(owner, {
    name: "Ada Lovelace",
    title: "Engineer",
    company: "Analytical Engines",
    ...fields,
  });
  return { owner, card };
}

describe("GET /api/business-cards/{id}/background", () => {
  it("draws every layout in both formats at 1920x1080, with a QR code a video tile still reads, large and in an upper corner", async () => {
    const { owner, card } = await ownerWithCard();
    const expected = `${cardUrl(TEST_APP_URL, card.slug)}?src=background`;
    for (const layout of BACKGROUND_LAYOUTS) {
      for (const format of BACKGROUND_FORMATS) {
        const response = await t.request({
          method: "GET",
          url: backgroundUrl(card.id, `layout=${layout}&format=${format}`),
          session: owner.session,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["content-type"]).toBe(format === "png" ? "image/png" : "image/jpeg");
        expect(response.headers["content-disposition"]).toContain(
          `filename="cardfolio-${card.slug}-background.${format === "png" ? "png" : "jpg"}"`,
        );
        const bytes = response.rawPayload;
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, BACKGROUND_WIDTH, BACKGROUND_HEIGHT]);

        const inTile = await readQrInVideoTile(bytes);
        expect(inTile?.data, `${layout} ${format} in a video tile`).toBe(expected);

        const full = await readQr(bytes);
        expect(full?.data).toBe(expected);
        const { topLeftCorner, topRightCorner, bottomLeftCorner } = full!.location;
        const side = Math.min(topRightCorner.x - topLeftCorner.x, bottomLeftCorner.y - topLeftCorner.y);
        expect(side, `${layout}: the code's side`).toBeGreaterThanOrEqual(MIN_QR_SIDE);
        // An upper corner: the top half, and clear of the middle third where the person sits.
        expect(bottomLeftCorner.y).toBeLessThan(BACKGROUND_HEIGHT / 2);
        const inLeftThird = topRightCorner.x < BACKGROUND_WIDTH / 3;
        const inRightThird = topLeftCorner.x > (2 * BACKGROUND_WIDTH) / 3;
        expect(inLeftThird || inRightThird, `${layout}: the code's corner`).toBe(true);
        // The code sits away from the text: opposite it in the column layouts.
        if (layout === "left") expect(inRightThird).toBe(true);
        if (layout === "right") expect(inLeftThird).toBe(true);
      }
    }
  });

  it("draws the text in the bundled font where the layout puts it, and fits the longest name", async () => {
    const { owner, card } = await ownerWithCard({
      name: LONGEST_NAME,
      title: "T".repeat(200),
      company: "C".repeat(200),
    });
    for (const layout of BACKGROUND_LAYOUTS) {
      const response = await t.request({
        method: "GET",
        url: backgroundUrl(card.id, `layout=${layout}`),
        session: owner.session,
      });
      expect(response.statusCode, response.body).toBe(200);
      // The text's area differs from the plain background: something was drawn there.
      const area =
        layout === "left"
          ? { left: 96, top: 96, width: 600, height: 888 }
          : layout === "right"
            ? { left: 1224, top: 96, width: 600, height: 888 }
            : { left: 96, top: 800, width: 1200, height: 260 };
      const stats = await sharp(response.rawPayload).extract(area).stats();
      const spread = Math.max(...stats.channels.map((channel) => channel.max - channel.min));
      expect(spread, `${layout}: the text's area`).toBeGreaterThan(100);
      // The QR code still reads beside the longest name.
      expect((await readQrInVideoTile(response.rawPayload))?.data).toContain("src=background");
    }
  });

  it("draws on the card's cover or profile photo, and on the theme colours when the card has neither", async () => {
    const { owner, card } = await ownerWithCard();
    const cover = await uploaded(
      owner.session,
      { cardId: String(card.id), type: "coverPhoto" },
      { bytes: await png(800, 400, 3) },
    );
    const photo = await uploaded(
      owner.session,
      { cardId: String(card.id), type: "profilePicture" },
      { bytes: await png(300, 300, 5) },
    );
    const edit = await t.request({
      method: "PUT",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { coverPhoto: cover.url, profilePicture: photo.url },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const drawn: Record<string, Buffer> = {};
    for (const picture of ["theme", "cover", "photo"]) {
      const response = await t.request({
        method: "GET",
        url: backgroundUrl(card.id, `picture=${picture}`),
        session: owner.session,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await readQrInVideoTile(response.rawPayload))?.data).toContain("src=background");
      drawn[picture] = response.rawPayload;
    }
    expect(drawn.cover!.equals(drawn.theme!)).toBe(false);
    expect(drawn.photo!.equals(drawn.cover!)).toBe(false);

    const { owner: plainOwner, card: plain } = await ownerWithCard();
    const [plainTheme, plainCover] = await Promise.all(
      ["theme", "cover"].map((picture) =>
        t.request({
          method: "GET",
          url: backgroundUrl(plain.id, `picture=${picture}`),
          session: plainOwner.session,
        }),
      ),
    );
    expect(plainCover!.statusCode).toBe(200);
    expect(plainCover!.rawPayload.equals(plainTheme!.rawPayload)).toBe(true);
  });

  it("answers the same request again from what it drew, and a current copy with 304", async () => {
    const { owner, card } = await ownerWithCard();
    const url = backgroundUrl(card.id, "layout=band&format=jpeg");
    const first = await t.request({ method: "GET", url, session: owner.session });
    const again = await t.request({ method: "GET", url, session: owner.session });
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const current = await t.request({
      method: "GET",
      url,
      session: owner.session,
      headers: { "if-none-match": etag },
    });
    expect(current.statusCode).toBe(304);
    // An edit changes what is drawn, so the old copy is no longer current.
    await t.request({
      method: "PUT",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { name: "Ada King" },
    });
    const edited = await t.request({
      method: "GET",
      url,
      session: owner.session,
      headers: { "if-none-match": etag },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
  });

  it("refuses unknown layouts, formats and pictures, someone else's card and unknown cards", async () => {
    const { owner, card } = await ownerWithCard();
    const stranger = await t.signedInUser(2, "bg-other");
    for (const query of [
      "layout=middle",
      "format=gif",
      "picture=logo",
      "layout=left&layout=right",
      `layout=${"x".repeat(5000)}`,
    ]) {
      const response = await t.request({
        method: "GET",
        url: backgroundUrl(card.id, query),
        session: owner.session,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const theirs = await t.request({ method: "GET", url: backgroundUrl(card.id), session: stranger.session });
    expect(theirs.statusCode).toBe(403);
    const unknown = await t.request({
      method: "GET",
      url: backgroundUrl(2_000_000_000),
      session: owner.session,
    });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await t.request({ method: "GET", url: backgroundUrl(card.id) });
    expect(signedOut.statusCode).toBe(401);
  });
});
