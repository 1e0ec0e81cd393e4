/**
 * GET /api/vcard/{cardId}: the downloaded file is parsed with a real
 * vCard parser (ical.js, the one Thunderbird's address book uses) and every field must come
 * back exactly as the card holds it, including commas, semicolons, newlines and non-Latin
 * text; the headers make it a download named after the card.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";

/**
 * ical.js reads vCard 3.0 text with vCard 4.0's rules, which leave `\;` escaped in simple
 * text properties such as FN and NOTE (kewisch/ical.js#173). RFC 2426 section 4 escapes semicolons
 * in all text, exactly as iCalendar does, so the test reads 3.0 text with iCalendar's text
 * type; the original is restored afterwards.
 */
const vcard3Values = ICAL.design.vcard3.value as Record<string, unknown>;
const originalText = vcard3Values.text;

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  vcard3Values.text = (ICAL.design.icalendar.value as Record<string, unknown>).text;
  dataDir = await mkdtemp(join(tmpdir(), "vcard-test-"));
  await mkdir(join(dataDir, "uploads"));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  vcard3Values.text = originalText;
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { signedIn, cardOf } = cardTestKit(() => t);

const download = (id: number | string, headers: Record<string, string> = {}) =>
  t.request({ method: "GET", url: `/api/vcard/${id}`, headers });

function parse(body: string): ICAL.Component {
  const component = new ICAL.Component(ICAL.parse(body));
  expect(component.name).toBe("vcard");
  return component;
}

const firstValue = (card: ICAL.Component, name: string) => card.getFirstProperty(name)?.getFirstValue();

/** The grouped URL labelled `label` (item<N>.URL + item<N>.X-ABLabel). */
function labelledUrl(card: ICAL.Component, label: string): string | undefined {
  const group = card
    .getAllProperties("x-ablabel")
    .find((p) => p.getFirstValue() === label)
    ?.toJSON()[1].group;
  return card
    .getAllProperties("url")
    .find((p) => p.toJSON()[1].group === group)
    ?.getFirstValue() as string | undefined;
}

const TRICKY = {
  name: "Zoë Ünal, Ph.D.; 東京",
  title: "Head of R&D, EMEA; \\backslash\\ team",
  company: "Ünal & Söhne; GmbH, Zürich",
  phone: "+49 30 1234567, ext. 89",
  email: "zoe.unal@example.com",
  address: "Straße 1, 2. OG; Hinterhaus\n10115 Berlin\n日本",
  website: "https://zoe.example/über,uns;more",
  about: `Hello, world; I build things.\nSecond line with \\ backslash.\r\n${"東京で働いています。".repeat(30)}`,
  socialLinks: {
    linkedin: "https://www.linkedin.com/in/zoe-unal",
    mastodon: "https://mastodon.social/@zoe",
  },
};

describe("GET /api/vcard/{cardId}", () => {
  it("round-trips every field of the card through a real vCard parser", async () => {
    const owner = await signedIn(3);
    const created = await t.request({
      method: "POST",
      url: "/api/business-cards",
      session: owner.session,
      body: { ...TRICKY, slug: t.uniqueName("zoe"), profilePicture: "https://images.example/zoe.jpg" },
    });
    expect(created.statusCode).toBe(201);
    const stored = created.json();

    // No session: cards are public, and the page's plain link must work for anyone.
    const response = await download(stored.id);
    expect(response.statusCode).toBe(200);
    const card = parse(response.body);

    expect(firstValue(card, "version")).toBe("3.0");
    expect(firstValue(card, "fn")).toBe(TRICKY.name);
    expect(firstValue(card, "n")).toEqual(["東京", "Zoë Ünal, Ph.D.;", "", "", ""]);
    expect(firstValue(card, "org")).toBe(TRICKY.company);
    expect(firstValue(card, "title")).toBe(TRICKY.title);
    expect(firstValue(card, "tel")).toBe(TRICKY.phone);
    expect(card.getFirstProperty("tel")?.getParameter("type")).toBe("CELL");
    expect(firstValue(card, "email")).toBe(TRICKY.email);
    expect(firstValue(card, "adr")).toEqual(["", "", TRICKY.address, "", "", "", ""]);
    // The stored About keeps the visitor's CRLF; a vCard newline is a plain \n.
    // NOTE is a comma-separated list in 3.0: escaped commas keep the About one value.
    expect(card.getFirstProperty("note")?.getValues()).toEqual([TRICKY.about.replace(/\r\n/g, "\n")]);

    const plainUrls = card.getAllProperties("url").filter((p) => !p.toJSON()[1].group);
    expect(plainUrls.map((p) => p.getFirstValue())).toEqual([new URL(TRICKY.website).href]);
    expect(labelledUrl(card, "Card")).toBe(`${TEST_APP_URL}/view/${stored.slug}`);

    const profiles = card
      .getAllProperties("x-socialprofile")
      .map((p) => [p.getParameter("type"), p.getFirstValue()]);
    expect(profiles).toEqual(Object.entries(TRICKY.socialLinks));
    expect(labelledUrl(card, "LinkedIn")).toBe(TRICKY.socialLinks.linkedin);
    expect(labelledUrl(card, "Mastodon")).toBe(TRICKY.socialLinks.mastodon);

    // A remote picture is referenced, never fetched by the server.
    const photo = card.getFirstProperty("photo");
    expect(photo?.type).toBe("uri");
    expect(photo?.getFirstValue()).toBe("https://images.example/zoe.jpg");
  });

  it("is a UTF-8 download named after the card, never cached", async () => {
    const owner = await signedIn(2);
    const card = await cardOf(owner, { name: TRICKY.name });
    const response = await download(card.id, { accept: "text/html", "sec-fetch-mode": "navigate" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vcard; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const fileName = "Zoë Ünal_ Ph_D__ 東京.vcf";
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Zo_ _nal_ Ph_D__ __.vcf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(response.rawPayload.toString("utf8")).toBe(response.body);
    // CRLF endings and no physical line longer than 75 octets.
    expect(response.body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of response.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("names a card without a name contact.vcf and files it under its company", async () => {
    const owner = await signedIn(2);
    const card = await cardOf(owner, { company: "Acme, Inc." });
    const response = await download(card.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"contact.vcf\"; filename*=UTF-8''contact.vcf",
    );
    const parsed = parse(response.body);
    expect(firstValue(parsed, "fn")).toBe("Acme, Inc.");
    expect(firstValue(parsed, "org")).toBe("Acme, Inc.");
    expect(firstValue(parsed, "n")).toEqual(["", "", "", "", ""]);
  });

  it("embeds an uploaded profile picture as a JPEG of at most 400 × 400", async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    await writeFile(join(dataDir, "uploads", "a1b2c3.png"), png);
    const owner = await signedIn(2);
    const card = await cardOf(owner, { name: "Pic Ture", profilePicture: "/uploads/a1b2c3.png" });

    const response = await download(card.id);
    expect(response.statusCode).toBe(200);
    const photo = parse(response.body).getFirstProperty("photo");
    expect(photo?.getParameter("encoding")).toBe("b");
    expect(photo?.getParameter("type")).toBe("JPEG");
    const jpeg = Buffer.from(String(photo?.getFirstValue()), "base64");
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([400, 267]);
  });

  it("leaves the picture out when the upload is missing or not an image", async () => {
    await writeFile(join(dataDir, "uploads", "not-an-image.png"), "plain text");
    const owner = await signedIn(2);
    for (const profilePicture of ["/uploads/missing.png", "/uploads/not-an-image.png"]) {
      const card = await cardOf(owner, { name: "No Pic", profilePicture });
      const response = await download(card.id);
      expect(response.statusCode).toBe(200);
      expect(parse(response.body).getFirstProperty("photo")).toBeNull();
    }
  });

  it("answers 404 'Card not found' for an unknown card", async () => {
    const response = await download(2_000_000_000);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Card not found" });
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers 400 for the id %s", async (id) => {
    const response = await download(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Card id must be a positive whole number");
  });
});
