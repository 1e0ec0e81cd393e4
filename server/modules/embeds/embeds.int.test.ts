/**
 * Embed codes (decision 008): who may set them (level 3, the Advanced tab), GET
 * /embed/{slug}/{index} serving each in a document that is sandboxed by its own CSP, the
 * public page framing them (lazy, titled, sandboxed, height reserved) under a CSP that
 * allows our own frames, the public JSON never carrying them, and the cache dropping a
 * changed card at once.
 */
import { describe, expect, it } from "vitest";
import { formatEmbedCode } from "../../../core/embed-codes";
import { EMBED_CODES_DENIAL } from "../../../core/policy";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf, rowOf } = cardTestKit(() => t);

const get = (url: string, session?: string) => t.request({ method: "GET", url, session });
const put = (session: string, id: number, body: unknown) =>
  t.request({ method: "PUT", url: `/api/business-cards/${id}`, session, body });

const BOOKING = formatEmbedCode({
  label: "Booking calendar",
  height: 640,
  html: "<div id='widget'></div><script>document.getElementById('widget').textContent='hi'</script>",
});
const PLAIN = "<iframe src='https://video.example/1'></iframe>";

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
}

describe("setting embed codes", () => {
  it("is for level 3 and up; sending back the list as it is is fine at any level", async () => {
    for (const level of [1, 2]) {
      const me = await signedIn(level);
      const card = await cardOf(me, { embedCodes: [PLAIN] });
      const changed = await put(me.session, card.id, { embedCodes: [PLAIN, BOOKING] });
      expect(changed.statusCode, `level ${level}`).toBe(403);
      expect(changed.json()).toEqual({ message: EMBED_CODES_DENIAL });
      const same = await put(me.session, card.id, { embedCodes: [PLAIN], name: "Kept" });
      expect(same.statusCode, `level ${level}`).toBe(200);
      expect((await rowOf(card.id))?.embedCodes).toEqual([PLAIN]);
      const created = await t.request({
        method: "POST",
        url: "/api/business-cards",
        session: me.session,
        body: { embedCodes: [BOOKING] },
      });
      expect(created.statusCode, `level ${level}`).toBe(403);
    }
    for (const level of [3, 4, 5]) {
      const me = await signedIn(level);
      const card = await cardOf(me);
      const response = await put(me.session, card.id, { embedCodes: [BOOKING, PLAIN] });
      expect(response.statusCode, `level ${level}`).toBe(200);
      expect(response.json().embedCodes).toEqual([BOOKING, PLAIN]);
    }
  });

  it("keeps the schema's limits: at most 10, each at most 10000 characters", async () => {
    const me = await signedIn(3);
    const card = await cardOf(me);
    const many = await put(me.session, card.id, { embedCodes: Array(11).fill(PLAIN) });
    expect(many.statusCode).toBe(400);
    const long = await put(me.session, card.id, { embedCodes: ["x".repeat(10_001)] });
    expect(long.statusCode).toBe(400);
  });
});

describe("GET /embed/{slug}/{index}", () => {
  it("serves the snippet as it is, in a document sandboxed by its own CSP, without the app's origin", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { embedCodes: [BOOKING, PLAIN] });
    const response = await get(`/embed/${card.slug}/0`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<title>Booking calendar</title>");
    expect(response.body).toContain(
      "<body><div id='widget'></div><script>document.getElementById('widget').textContent='hi'</script></body>",
    );
    const csp = directives(String(response.headers["content-security-policy"]));
    const sandbox = csp.get("sandbox")?.split(" ") ?? [];
    expect(sandbox).toEqual(expect.arrayContaining(["allow-scripts", "allow-forms", "allow-popups"]));
    expect(sandbox).not.toContain("allow-same-origin");
    expect(sandbox.some((flag) => flag.startsWith("allow-top-navigation"))).toBe(false);
    expect(csp.get("frame-ancestors")).toBe("'self'");

    const unlabelled = await get(`/embed/${card.slug}/1`);
    expect(unlabelled.statusCode).toBe(200);
    expect(unlabelled.body).toContain("<title>Embedded content 2</title>");
    expect(unlabelled.body).toContain(`<body>${PLAIN}</body>`);
  });

  it("answers 404, still sandboxed, for a missing card, index or a malformed index", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { embedCodes: [PLAIN] });
    for (const url of [
      `/embed/${card.slug}/1`,
      `/embed/${card.slug}/-1`,
      `/embed/${card.slug}/1e0`,
      `/embed/${card.slug}/999`,
      "/embed/no-such-card/0",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers["content-security-policy"]), url).toMatch(/(^|; )sandbox allow-scripts/);
      expect(response.body, url).not.toContain("video.example");
    }
  });

  it("shows a change at once, and a removed embed is gone", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { embedCodes: [PLAIN] });
    expect((await get(`/embed/${card.slug}/0`)).body).toContain("video.example/1");
    await put(owner.session, card.id, { embedCodes: [PLAIN.replace("/1", "/2")] });
    expect((await get(`/embed/${card.slug}/0`)).body).toContain("video.example/2");
    await put(owner.session, card.id, { embedCodes: [] });
    expect((await get(`/embed/${card.slug}/0`)).statusCode).toBe(404);
  });
});

describe("the public card page", () => {
  it("frames each embed from its route: lazy, titled, sandboxed without same-origin, height reserved", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { embedCodes: [BOOKING, PLAIN] });
    const response = await get(`/view/${card.slug}`);
    expect(response.statusCode).toBe(200);
    const frames = response.body.match(/<iframe class="pp-embed"[^>]*>/g) ?? [];
    expect(frames).toHaveLength(2);
    expect(frames[0]).toContain(`src="/embed/${card.slug}/0"`);
    expect(frames[0]).toContain('title="Booking calendar"');
    expect(frames[0]).toContain('height="640"');
    expect(frames[1]).toContain('title="Embedded content 2"');
    expect(frames[1]).toContain('height="400"');
    for (const frame of frames) {
      expect(frame).toContain('loading="lazy"');
      expect(frame).toContain(
        'sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"',
      );
    }
    // The snippets themselves never reach the page.
    expect(response.body).not.toContain("getElementById('widget')");
    expect(response.body).not.toContain("video.example");
    const csp = directives(String(response.headers["content-security-policy"]));
    expect(csp.get("frame-src")?.split(" ")).toContain("'self'");
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
  });

  it("has no embed section without embed codes, and the public JSON never carries them", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { embedCodes: [BOOKING] });
    const json = await get(`/api/card/${card.slug}`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).not.toHaveProperty("embedCodes");
    expect(json.body).not.toContain("widget");
    const plain = await cardOf(owner);
    expect((await get(`/view/${plain.slug}`)).body).not.toContain("<iframe");
  });
});
