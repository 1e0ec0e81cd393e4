/**
 * A card is installable as an app without uploaded icons: /manifest/{slug}.json
 * names 192, 512 and 512 maskable PNG icons, the owner's when uploaded, else icons the server
 * draws at /icons/{slug}/{file} from the profile picture, the logo or the initials. Checked on
 * the decoded pixels: exact sizes, the maskable safe zone, the source, and a change to the card
 * showing at once.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { readableTextColor } from "../../../core/colors";
import { themeLook } from "../../../core/themes";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Account, cardTestKit } from "../cards/card-test-kit";
import { png, uploadTestKit } from "../uploads/upload-test-kit";

const t = testAppPerFile();
let owner: Account;
beforeAll(async () => {
  owner = await signedIn(1, "icons");
});

const { signedIn, cardOf } = cardTestKit(() => t);
const { uploaded } = uploadTestKit(() => t);
const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: "GET", url, headers });

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
/** The test kit's png(…, seed) colour. */
const seedColour = (seed: number): Rgb => [(seed * 37) % 256, 120, 200];

async function decoded(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("image/png");
  const bytes = response.rawPayload;
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { response, meta, width: info.width, height: info.height, at };
}

const near = (a: Rgb, b: Rgb, tolerance = 3) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

async function manifestOf(slug: string) {
  const response = await get(`/manifest/${slug}.json`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const iconUrl = (manifest: { icons: Array<{ src: string; purpose?: string; sizes: string }> }, i: number) =>
  manifest.icons[i]!.src;

async function patchCard(id: number, body: object) {
  const response = await t.request({
    method: "PATCH",
    url: `/api/business-cards/${id}`,
    session: owner.session,
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the manifest", () => {
  it("without settings: every field installation needs, and the three generated icons", async () => {
    const card = await cardOf(owner, { name: "Grace Hopper", title: "Admiral" });
    const manifest = await manifestOf(card.slug);
    const path = `/view/${card.slug}`;
    const version = /\?v=([0-9a-f]{16})$/.exec(manifest.icons[0].src)?.[1];
    expect(version).toBeDefined();
    expect(manifest).toEqual({
      id: path,
      name: "Grace Hopper",
      short_name: "Grace Hopper",
      description: "Grace Hopper - Admiral",
      start_url: path,
      scope: path,
      display: "standalone",
      theme_color: "#000000",
      background_color: "#ffffff",
      icons: [
        { src: `/icons/${card.slug}/192.png?v=${version}`, sizes: "192x192", type: "image/png" },
        { src: `/icons/${card.slug}/512.png?v=${version}`, sizes: "512x512", type: "image/png" },
        {
          src: `/icons/${card.slug}/512-maskable.png?v=${version}`,
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    });
  });

  it("with settings: names and colours from pwaSettings, short name within 12", async () => {
    const card = await cardOf(owner, {
      name: "Card Name",
      pwaSettings: {
        appName: "Marie Curie Lab",
        description: "Radium",
        themeColor: "#112233",
        backgroundColor: "#fafafa",
      },
    });
    const manifest = await manifestOf(card.slug);
    expect(manifest).toMatchObject({
      name: "Marie Curie Lab",
      short_name: "Marie Curie",
      description: "Radium",
      display: "standalone",
      theme_color: "#112233",
      background_color: "#fafafa",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((i: { src: string }) => i.src.replace(/\?.*/, ""))).toEqual([
      `/icons/${card.slug}/192.png`,
      `/icons/${card.slug}/512.png`,
      `/icons/${card.slug}/512-maskable.png`,
    ]);
  });

  it("with uploaded icons: the uploads with their type, a generated one only where none was given", async () => {
    const card = await cardOf(owner, { name: "Uploader" });
    const cardId = String(card.id);
    const icon192 = await uploaded(
      owner.session,
      { cardId },
      { bytes: await png(192, 192, 1) },
      "/api/pwa-icon",
    );
    const icon512 = await uploaded(
      owner.session,
      { cardId },
      { bytes: await png(512, 512, 2) },
      "/api/pwa-icon",
    );
    await patchCard(card.id, { pwaSettings: { icons: { icon192: icon192.url, icon512: icon512.url } } });
    const manifest = await manifestOf(card.slug);
    expect(manifest.icons).toEqual([
      { src: icon192.url, sizes: "192x192", type: "image/png" },
      { src: icon512.url, sizes: "512x512", type: "image/png" },
      {
        src: expect.stringMatching(new RegExp(`^/icons/${card.slug}/512-maskable\\.png\\?v=[0-9a-f]{16}$`)),
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ]);
  });
});

describe("generated icons", () => {
  it("initials on the theme's accent: PNG, exactly 192 and 512, the maskable one inside the safe zone", async () => {
    const card = await cardOf(owner, { name: "Ada Lovelace", theme: "tech" });
    const manifest = await manifestOf(card.slug);
    const canvas = rgb(themeLook("tech").accent);
    const ink = rgb(readableTextColor(themeLook("tech").accent));
    for (const [i, size] of [
      [0, 192],
      [1, 512],
      [2, 512],
    ] as const) {
      const icon = await decoded(iconUrl(manifest, i));
      expect(icon.meta.format).toBe("png");
      expect([icon.width, icon.height]).toEqual([size, size]);
      expect(near(icon.at(0, 0), canvas)).toBe(true);
      // The initials are drawn in the readable colour around the centre.
      let inkInCentre = 0;
      for (let y = size * 0.3; y < size * 0.7; y += 2)
        for (let x = size * 0.2; x < size * 0.8; x += 2)
          if (near(icon.at(Math.floor(x), Math.floor(y)), ink, 40)) inkInCentre++;
      expect(inkInCentre, `icon ${i}`).toBeGreaterThan(50);
    }
    // Maskable: everything outside the safe zone's circle (radius 40 %) is canvas.
    const maskable = await decoded(iconUrl(manifest, 2));
    for (let y = 0; y < 512; y += 4)
      for (let x = 0; x < 512; x += 4) {
        if (Math.hypot(x - 256, y - 256) <= 0.4 * 512) continue;
        expect(near(maskable.at(x, y), canvas), `${x},${y}`).toBe(true);
      }
  });

  it("draws the uploaded profile picture: full square, and a disc in the maskable safe zone", async () => {
    const card = await cardOf(owner, { name: "Pic Owner", pwaSettings: { themeColor: "#204060" } });
    const picture = await uploaded(
      owner.session,
      { cardId: String(card.id), type: "profilePicture" },
      { bytes: await png(300, 200, 3) },
    );
    await patchCard(card.id, { profilePicture: picture.url });
    const manifest = await manifestOf(card.slug);
    const photo = seedColour(3);
    const square = await decoded(iconUrl(manifest, 1));
    expect([square.width, square.height]).toEqual([512, 512]);
    expect(near(square.at(0, 0), photo)).toBe(true);
    expect(near(square.at(256, 256), photo)).toBe(true);
    const small = await decoded(iconUrl(manifest, 0));
    expect([small.width, small.height]).toEqual([192, 192]);
    expect(near(small.at(96, 96), photo)).toBe(true);
    const maskable = await decoded(iconUrl(manifest, 2));
    expect(near(maskable.at(256, 256), photo)).toBe(true);
    expect(near(maskable.at(256, 256 - 190), photo)).toBe(true);
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
      [256, 10],
      [100, 100],
    ] as const)
      expect(near(maskable.at(x, y), rgb("#204060")), `${x},${y}`).toBe(true);
  });

  it("draws the logo on the background colour when there is no profile picture", async () => {
    const card = await cardOf(owner, { name: "Logo Owner" });
    const logo = await uploaded(
      owner.session,
      { cardId: String(card.id), type: "logo" },
      { bytes: await png(400, 100, 4) },
    );
    await patchCard(card.id, { logoUrl: logo.url });
    const icon = await decoded(iconUrl(await manifestOf(card.slug), 1));
    expect(near(icon.at(0, 0), [255, 255, 255])).toBe(true);
    expect(near(icon.at(256, 256), seedColour(4))).toBe(true);
  });

  it("follows a change of the card at once: new pixels and new URLs", async () => {
    const card = await cardOf(owner, { name: "Chameleon", pwaSettings: { themeColor: "#ff0000" } });
    const before = await manifestOf(card.slug);
    const file = `/icons/${card.slug}/192.png`;
    expect(near((await decoded(file)).at(0, 0), [255, 0, 0])).toBe(true);
    await patchCard(card.id, { pwaSettings: { themeColor: "#00ff00" } });
    const after = await manifestOf(card.slug);
    expect(after.theme_color).toBe("#00ff00");
    expect(iconUrl(after, 0)).not.toBe(iconUrl(before, 0));
    expect(near((await decoded(file)).at(0, 0), [0, 255, 0])).toBe(true);
    expect(near((await decoded(iconUrl(after, 0))).at(0, 0), [0, 255, 0])).toBe(true);
  });

  it("is cached for a year only under the current version; otherwise no-cache with an ETag", async () => {
    const card = await cardOf(owner, { name: "Cache Check" });
    const url = iconUrl(await manifestOf(card.slug), 0);
    const current = await get(url);
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = current.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    for (const other of [url.replace(/\?.*/, ""), url.replace(/v=.*/, "v=0000000000000000")]) {
      const response = await get(other);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.etag).toBe(etag);
    }
    const again = await get(url.replace(/\?.*/, ""), { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers 404 for unknown cards, other file names and odd paths, never 500", async () => {
    const card = await cardOf(owner, { name: "Guarded" });
    for (const url of [
      "/icons/no-such-card/192.png",
      `/icons/${"x".repeat(99)}/192.png`,
      `/icons/${card.slug}/1024.png`,
      `/icons/${card.slug}/192.PNG`,
      `/icons/${card.slug}/..%2F..%2Fpackage.json`,
      `/icons/%2e%2e/192.png`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty("message");
    }
    // A NUL is refused before routing, as on every route (text the database cannot store).
    for (const url of [
      `/icons/${card.slug}/%00`,
      `/icons/${card.slug}/192.png%00.txt`,
      "/icons/%00/192.png",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toHaveProperty("message");
    }
    // Past the router's length limit for a path segment: Fastify's own 414, not an error of ours.
    expect((await get(`/icons/${"x".repeat(500)}/192.png`)).statusCode).toBe(414);
    expect((await get(`/icons/${card.slug}/192.png?v=${"z".repeat(5000)}`)).statusCode).toBe(200);
    // The slug is matched as the card page matches it, in any case.
    expect((await get(`/icons/${card.slug.toUpperCase()}/192.png`)).statusCode).toBe(200);
  });
});

describe("the card page", () => {
  it("links the manifest's 192 icon as the home-screen icon iOS reads, and follows a change", async () => {
    const card = await cardOf(owner, { name: "Touch Icon" });
    const touchIcon = async () =>
      /<link rel="apple-touch-icon" href="([^"]+)"/.exec((await get(`/view/${card.slug}`)).body)?.[1];
    const before = await touchIcon();
    expect(before?.replaceAll("&amp;", "&")).toBe(iconUrl(await manifestOf(card.slug), 0));
    expect((await decoded(before!.replaceAll("&amp;", "&"))).width).toBe(192);

    await patchCard(card.id, { pwaSettings: { themeColor: "#123456" } });
    const after = await touchIcon();
    expect(after).not.toBe(before);
    expect(after?.replaceAll("&amp;", "&")).toBe(iconUrl(await manifestOf(card.slug), 0));
  });
});
