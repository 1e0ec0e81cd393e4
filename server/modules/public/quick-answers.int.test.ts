/**
 * The front door's quick answers (decision 019) over real HTTP (inject() never reaches the
 * server's request listener): a cached card page or card JSON is sent before Fastify routes
 * the request, with the same status, headers and bytes as the Fastify route sends; what the
 * door cannot answer exactly (a HEAD, a query string, a changed card, proxy-chosen addresses,
 * a closed door) is Fastify's.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Headers that differ between any two responses. */
const withoutDate = ({ date: _date, ...rest }: Answer["headers"]) => rest;

async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: "127.0.0.1" });
}

describe("quick answers with APP_URL set", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t);
  });
  afterAll(() => t?.close());
  const { signedIn, cardOf } = cardTestKit(() => t);

  it("send a cached page and card JSON exactly as the routes do, in every encoding", async () => {
    const card = await cardOf(await signedIn(1), { name: "Quinn Quick" });
    const cases: [string, Record<string, string>][] = [
      [`/view/${card.slug}`, {}],
      [`/view/${card.slug}`, { "accept-encoding": "br" }],
      [`/view/${card.slug}`, { "accept-encoding": "gzip, deflate" }],
      [`/view/${card.slug}`, { "accept-encoding": "gzip;q=1, br;q=0.5" }],
      [`/view/${card.slug.toUpperCase()}`, { "accept-encoding": "br" }],
      [`/api/card/${card.slug}`, {}],
      [`/api/card/${card.slug}`, { "accept-encoding": "br, gzip" }],
    ];
    for (const [path, headers] of cases) {
      const before = t.app.frontDoor.quickAnswers();
      // A query string the routes ignore takes the request past the door; that answer also
      // makes what the door sends next.
      const routed = await get(base, `${path}?routed`, headers);
      const quick = await get(base, path, headers);
      expect(t.app.frontDoor.quickAnswers(), `${path} ${JSON.stringify(headers)}`).toBe(before + 1);
      expect(quick.status).toBe(200);
      expect(withoutDate(quick.headers)).toEqual(withoutDate(routed.headers));
      expect(quick.body.equals(routed.body)).toBe(true);
    }
    const page = await get(base, `/view/${card.slug}`, { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-security-policy"]).toContain("script-src");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("send the same page for an address marked by a way out (?src=), and only a known mark", async () => {
    const card = await cardOf(await signedIn(1));
    const plain = await get(base, `/view/${card.slug}`);
    const before = t.app.frontDoor.quickAnswers();
    const marked = await get(base, `/view/${card.slug}?src=nfc`);
    expect(t.app.frontDoor.quickAnswers()).toBe(before + 1);
    expect(marked.status).toBe(200);
    expect(marked.body.equals(plain.body)).toBe(true);
    for (const query of ["?src=billboard", "?src=qr&x=1", "?src=", "?x=1&src=qr"]) {
      expect((await get(base, `/view/${card.slug}${query}`)).status, query).toBe(200);
    }
    expect(t.app.frontDoor.quickAnswers()).toBe(before + 1);
  });

  it("show an edited card at once", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Old Name" });
    await get(base, `/view/${card.slug}`);
    expect((await get(base, `/view/${card.slug}`)).body.toString()).toContain("Old Name");
    const saved = await t.request({
      method: "PUT",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { name: "New Name" },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(base, `/view/${card.slug}`);
    expect(after.body.toString()).toContain("New Name");
    expect(after.body.toString()).not.toContain("Old Name");
  });

  it("leave HEAD, query strings, unknown cards and odd paths to the routes", async () => {
    const card = await cardOf(await signedIn(1));
    await get(base, `/view/${card.slug}`);
    const before = t.app.frontDoor.quickAnswers();
    const head = await get(base, `/view/${card.slug}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(base, `/view/${card.slug}?utm_source=qr`)).status).toBe(200);
    expect((await get(base, "/view/no-such-card-here")).status).toBe(404);
    expect((await get(base, `/view/${card.slug}/`)).status).toBe(404);
    expect((await get(base, `/view/%00${card.slug}`)).status).toBe(400);
    expect(t.app.frontDoor.quickAnswers()).toBe(before);
  });

  it("answer nothing once the door is closed (the server is closing)", async () => {
    const card = await cardOf(await signedIn(1));
    await get(base, `/api/card/${card.slug}`);
    const before = t.app.frontDoor.quickAnswers();
    t.app.frontDoor.close();
    expect((await get(base, `/api/card/${card.slug}`)).status).toBe(200);
    expect(t.app.frontDoor.quickAnswers()).toBe(before);
  });
});

describe("quick answers without APP_URL", () => {
  it("keep one page per address the visitor used", async () => {
    const t = await createTestApp({ APP_URL: undefined, PORT: "3000" });
    try {
      const base = await listening(t);
      const { signedIn, cardOf } = cardTestKit(() => t);
      const card = await cardOf(await signedIn(1));
      for (const host of ["192.168.1.20:3000", "cards.lan:8080", "192.168.1.20:3000", "cards.lan:8080"]) {
        const html = (await get(base, `/view/${card.slug}`, { host })).body.toString();
        expect(html).toContain(`href="http://${host}/view/${card.slug}"`);
      }
      expect(t.app.frontDoor.quickAnswers()).toBe(2);
    } finally {
      await t.close();
    }
  });

  it("leave every page to the route when proxies choose the address", async () => {
    const t = await createTestApp({ APP_URL: undefined, TRUST_PROXY: "true" });
    try {
      const base = await listening(t);
      const { signedIn, cardOf } = cardTestKit(() => t);
      const card = await cardOf(await signedIn(1));
      // The page for the address the server sees is made (and kept) first.
      for (let i = 0; i < 2; i++) {
        const direct = (await get(base, `/view/${card.slug}`)).body.toString();
        expect(direct).toContain(`href="${base}/view/${card.slug}"`);
      }
      for (const host of ["a.example.org", "b.example.org", "a.example.org", "b.example.org"]) {
        const html = (await get(base, `/view/${card.slug}`, { "x-forwarded-host": host })).body.toString();
        expect(html).toContain(`href="http://${host}/view/${card.slug}"`);
      }
      expect(t.app.frontDoor.quickAnswers()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
