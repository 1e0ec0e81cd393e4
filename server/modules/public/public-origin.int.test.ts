/**
 * The links a card hands out (QR code, Share, canonical and Open Graph tags, the contact file's
 * card link) point at APP_URL when it is set, otherwise at the address the visitor used
 * (never a fixed default such as http://localhost:3000, which no visitor can open).
 * Password-reset mails never take their address from a request (decision 010).
 */
import { brotliDecompressSync } from "node:zlib";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";

/** The address a phone camera reads from the page's QR code. */
async function scannedQr(html: string): Promise<string | undefined> {
  const svg = html.match(/<div class="pp-qr"[^>]*>(<svg[\s\S]*?<\/svg>)/)?.[1];
  if (!svg) return undefined;
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

const links = (html: string) => ({
  canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
  ogUrl: html.match(/<meta property="og:url" content="([^"]*)"/)?.[1],
  share: html.match(/data-action="share" data-url="([^"]*)"/)?.[1],
});

describe("without APP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: undefined, PORT: "3000" });
  });
  afterAll(() => t?.close());
  const { signedIn, cardOf } = cardTestKit(() => t);
  const view = (slug: string, headers: Record<string, string>) =>
    t.request({ method: "GET", url: `/view/${slug}`, headers });

  it("the page's QR code, Share and link tags use the address the visitor used, for each address", async () => {
    const card = await cardOf(await signedIn(1), { name: "Jo Lan" });
    for (const host of ["192.168.1.20:3000", "cards.lan:8080", "192.168.1.20:3000"]) {
      const html = (await view(card.slug, { host })).body;
      const expected = `http://${host}/view/${card.slug}`;
      // The code is marked as a QR view (core/view-sources.ts); the link tags are not.
      expect(await scannedQr(html)).toBe(`${expected}?src=qr`);
      expect(links(html)).toEqual({ canonical: expected, ogUrl: expected, share: expected });
    }
  });

  it("follows X-Forwarded-Host and -Proto only when TRUST_PROXY is on", async () => {
    const card = await cardOf(await signedIn(1));
    const forwarded = {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "cards.example.org",
      "x-forwarded-proto": "https",
    };
    expect(links((await view(card.slug, forwarded)).body).canonical).toBe(
      `http://10.0.0.5:3000/view/${card.slug}`,
    );

    const proxied = await createTestApp(
      { APP_URL: undefined, TRUST_PROXY: "true" },
      { sharingDatabaseOf: t },
    );
    try {
      const html = (await proxied.request({ method: "GET", url: `/view/${card.slug}`, headers: forwarded }))
        .body;
      expect(links(html).canonical).toBe(`https://cards.example.org/view/${card.slug}`);
      expect(await scannedQr(html)).toBe(`https://cards.example.org/view/${card.slug}?src=qr`);
    } finally {
      await proxied.close();
    }
  });

  it("a Host header that is no host name gives the default address, not the header", async () => {
    const card = await cardOf(await signedIn(1));
    const html = (await view(card.slug, { host: "evil.example/phish?x=" })).body;
    expect(links(html).canonical).toBe(`http://localhost:3000/view/${card.slug}`);
    expect(html).not.toContain("evil.example");
  });

  it("made-up hosts beyond a few per card are answered correctly but neither kept nor compressed", async () => {
    const card = await cardOf(await signedIn(1));
    const answers = [];
    for (let i = 1; i <= 7; i++) {
      answers.push(await view(card.slug, { host: `h${i}.example`, "accept-encoding": "br" }));
    }
    answers.forEach((answer, i) => {
      const html =
        answer.headers["content-encoding"] === "br"
          ? brotliDecompressSync(answer.rawPayload).toString()
          : answer.body;
      expect(links(html).canonical).toBe(`http://h${i + 1}.example/view/${card.slug}`);
    });
    // The first four are kept and sent compressed; the rest are made for their request alone.
    expect(answers.map((a) => a.headers["content-encoding"] ?? "none")).toEqual([
      "br",
      "br",
      "br",
      "br",
      "none",
      "none",
      "none",
    ]);
  });

  it("the contact file links the card at the address the visitor used", async () => {
    const card = await cardOf(await signedIn(1), { name: "Jo Lan" });
    const file = await t.request({
      method: "GET",
      url: `/api/vcard/${card.id}`,
      headers: { host: "192.168.1.20:3000" },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`http://192.168.1.20:3000/view/${card.slug}`);
    expect(file.body).not.toContain("localhost");
  });

  it("a password-reset mail never links to the Host a request named", async () => {
    const user = await signedIn(1);
    const answer = await t.request({
      method: "POST",
      url: "/api/reset-password",
      body: { email: user.user.email },
      headers: { host: "attacker.example", origin: "http://attacker.example" },
    });
    expect(answer.statusCode).toBe(200);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(user.user.email);
    expect(mail?.text).toContain("http://localhost:3000/reset-password?token=");
    expect(mail?.text).not.toContain("attacker.example");
  });
});

describe("with APP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: "https://cards.example.com/" });
  });
  afterAll(() => t?.close());
  const { signedIn, cardOf } = cardTestKit(() => t);

  it("every link uses APP_URL, whatever address the visitor used", async () => {
    const card = await cardOf(await signedIn(1));
    const html = (
      await t.request({ method: "GET", url: `/view/${card.slug}`, headers: { host: "10.0.0.5:3000" } })
    ).body;
    const expected = `https://cards.example.com/view/${card.slug}`;
    expect(await scannedQr(html)).toBe(`${expected}?src=qr`);
    expect(links(html)).toEqual({ canonical: expected, ogUrl: expected, share: expected });
    const file = await t.request({
      method: "GET",
      url: `/api/vcard/${card.id}`,
      headers: { host: "10.0.0.5:3000" },
    });
    expect(file.body).toContain(expected);
  });
});
