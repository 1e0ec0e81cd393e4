/**
 * Custom CSS through the card API: level 3 and above change
 * it; a lower level may send back the CSS the card already has; hostile input is stored
 * sanitised (no @import, external url(), way out of the style element or expression()).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessCards } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "./card-test-kit";

const CSS_DENIAL = { message: "Custom CSS requires Enterprise access (level 3) or higher." };
const EDIT_DENIAL = { message: "Access denied: You don't have permission to edit this card" };

const t = testAppPerFile();

const { signedIn, cardOf, allCards } = cardTestKit(() => t);

type Method = "PUT" | "PATCH";

async function storedCss(id: number): Promise<string | undefined> {
  const [row] = await t.db.select().from(businessCards).where(eq(businessCards.id, id));
  return row?.customizations.customCss;
}

const send = (method: Method, session: string, id: number, body: unknown) =>
  t.request({ method, url: `/api/business-cards/${id}`, body, session });
const withCss = (customCss: string) => ({ customizations: { customCss } });

async function expectRefused(
  request: () => ReturnType<typeof send>,
  body: unknown,
  label = "",
): Promise<void> {
  const before = await allCards();
  const response = await request();
  expect(response.statusCode, label).toBe(403);
  expect(response.json(), label).toEqual(body);
  expect(await allCards(), label).toEqual(before);
}

// Level 3 and above change custom CSS; on others' cards only level 4 and above edit at all.
const MATRIX = [
  { level: 1, own: CSS_DENIAL, others: EDIT_DENIAL },
  { level: 2, own: CSS_DENIAL, others: EDIT_DENIAL },
  { level: 3, own: null, others: EDIT_DENIAL },
  { level: 4, own: null, others: null },
  { level: 5, own: null, others: null },
];

describe.each(MATRIX)("a level-$level user", ({ level, own, others }) => {
  it.each(["PUT", "PATCH"] as const)(
    own ? "%s: cannot set custom CSS on their own card" : "%s: sets custom CSS on their own card",
    async (method) => {
      const me = await signedIn(level);
      const card = await cardOf(me);
      const css = `.card-header { color: #${level}${level}${level} }`;
      if (own) {
        await expectRefused(() => send(method, me.session, card.id, withCss(css)), own);
        return;
      }
      const response = await send(method, me.session, card.id, withCss(css));
      expect(response.statusCode).toBe(200);
      const expected = `.card-header{color:#${level}${level}${level}}`;
      expect(response.json().customizations).toEqual({ customCss: expected });
      expect(await storedCss(card.id)).toBe(expected);
    },
  );

  it(
    others ? "cannot set custom CSS on another user's card" : "sets custom CSS on another user's card",
    async () => {
      const me = await signedIn(level);
      const owner = await t.createUser({ username: t.uniqueName("owner"), accessLevel: 1 });
      const card = await cardOf(owner, { customizations: { about: "Theirs" } });
      if (others) {
        await expectRefused(() => send("PUT", me.session, card.id, withCss(".x{color:red}")), others);
        return;
      }
      const response = await send("PUT", me.session, card.id, withCss(".x{color:red}"));
      expect(response.statusCode).toBe(200);
      expect(response.json().customizations).toEqual({ about: "Theirs", customCss: ".x{color:red}" });
    },
  );
});

describe("a lower-level owner of a card with custom CSS an administrator set", () => {
  /** A level-`level` owner whose card got `css` from a level-5 user through the API. */
  async function cardStyledByAdmin(level: number, css: string) {
    const owner = await signedIn(level, "styled");
    const admin = await signedIn(5, "stylist");
    const card = await cardOf(owner, { name: "Styled", customizations: { about: "Mine" } });
    const styled = await send("PUT", admin.session, card.id, withCss(css));
    expect(styled.statusCode).toBe(200);
    return { owner, card };
  }

  it.each([1, 2])("level %i: saves the whole card back, CSS included, with other changes", async (level) => {
    const { owner, card } = await cardStyledByAdmin(level, ".card-header { color: red }");
    const loaded = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
    });
    for (const method of ["PUT", "PATCH"] as const) {
      const response = await send(method, owner.session, card.id, {
        ...loaded.json<Record<string, unknown>>(),
        name: `Renamed ${method}`,
      });
      expect(response.statusCode, method).toBe(200);
      expect(response.json()).toMatchObject({
        name: `Renamed ${method}`,
        customizations: { about: "Mine", customCss: ".card-header{color:red}" },
      });
    }
    expect(await storedCss(card.id)).toBe(".card-header{color:red}");
  });

  it("saves back CSS that was sanitised when it was stored", async () => {
    const hostile = '@import url("https://evil.example/x.css"); .a { content: "</style><script>x</script>" }';
    const { owner, card } = await cardStyledByAdmin(1, hostile);
    const loaded = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
    });
    const stored = await storedCss(card.id);
    const response = await send("PUT", owner.session, card.id, {
      ...loaded.json<Record<string, unknown>>(),
      title: "Changed",
    });
    expect(response.statusCode).toBe(200);
    expect(await storedCss(card.id)).toBe(stored);
  });

  it("changes other customizations without touching the CSS", async () => {
    const { owner, card } = await cardStyledByAdmin(1, ".a{color:red}");
    const response = await send("PUT", owner.session, card.id, { customizations: { about: "Updated" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().customizations).toEqual({ about: "Updated", customCss: ".a{color:red}" });
  });

  it.each([1, 2])("level %i: cannot change or remove the CSS", async (level) => {
    const { owner, card } = await cardStyledByAdmin(level, ".a{color:red}");
    const loaded = (
      await t.request({ method: "GET", url: `/api/business-cards/${card.id}`, session: owner.session })
    ).json();
    for (const customCss of [".a{color:blue}", "", ".a{color:red} .b{color:red}"]) {
      await expectRefused(
        () =>
          send("PUT", owner.session, card.id, {
            ...loaded,
            name: "Should not save",
            customizations: { ...loaded.customizations, customCss },
          }),
        CSS_DENIAL,
        JSON.stringify(customCss),
      );
      await expectRefused(() => send("PATCH", owner.session, card.id, withCss(customCss)), CSS_DENIAL);
    }
    expect(await storedCss(card.id)).toBe(".a{color:red}");
  });
});

describe("hostile custom CSS", () => {
  const HOSTILE: { name: string; css: string; stored: string }[] = [
    {
      name: "@import",
      css: '@import url("https://evil.example/x.css"); @IMPORT "https://evil.example/y.css"; .a { color: red }',
      stored: ".a{color:red}",
    },
    {
      name: "an escaped @import",
      css: "@\\69mport url(https://evil.example/x.css); .a { color: red }",
      stored: ".a{color:red}",
    },
    {
      name: "external url()",
      css: ".a { background: url(https://evil.example/t.png); color: blue } .b { background: URL('//evil.example/t.png') }",
      stored: ".a{color:blue}.b{}",
    },
    {
      name: "an escaped url()",
      css: ".a { background: u\\72l(https://evil.example/t.png); color: blue }",
      stored: ".a{color:blue}",
    },
    {
      name: "url() in a custom property",
      css: ".a { --bg: url(https://evil.example/t.png); background: var(--bg) }",
      stored: ".a{background:var(--bg)}",
    },
    {
      name: "image-set() with a string address",
      css: '.a { background-image: image-set("https://evil.example/t.png" 1x); color: blue }',
      stored: ".a{color:blue}",
    },
    {
      name: "</style><script>",
      css: ".a { color: red }</style><script>alert(document.cookie)</script><style>",
      stored: ".a{color:red}",
    },
    {
      name: "</style> inside a string",
      css: '.a::after { content: "</style><script>alert(1)</script>" }',
      stored: '.a::after{content:"\\3C /style>\\3C script>alert(1)\\3C /script>"}',
    },
    {
      name: "expression()",
      css: ".a { width: expression(alert(1)); height: EXPRESSION(alert(2)); color: green }",
      stored: ".a{color:green}",
    },
    {
      name: "an escaped expression()",
      css: ".a { width: expr\\65ssion(alert(1)); color: green }",
      stored: ".a{color:green}",
    },
    {
      name: "behaviours and fixed overlays",
      css: ".a { behavior: url(x.htc); position: fixed; inset: 0 }",
      stored: ".a{inset:0}",
    },
    {
      name: "position from a custom property",
      css: ":root { --p: fixed } .a { position: var(--p); inset: 0; z-index: 2147483647 }",
      stored: ":root{--p:fixed}.a{inset:0;z-index:2147483647}",
    },
    {
      name: "HTML comment markers",
      css: "<!-- .a { color: red } -->",
      stored: ".a{color:red}",
    },
  ];

  it.each(HOSTILE)("$name is stored sanitised", async ({ css, stored }) => {
    const me = await signedIn(3);
    const card = await cardOf(me);
    const response = await send("PATCH", me.session, card.id, withCss(css));
    expect(response.statusCode).toBe(200);
    expect(response.json().customizations.customCss).toBe(stored);
    const saved = await storedCss(card.id);
    expect(saved).toBe(stored);
    expect(saved).not.toMatch(/<\/style|@import|@\\69mport|expression|evil\.example/i);
  });

  it("is stored sanitised when a card is created with it", async () => {
    const me = await signedIn(4);
    const css = HOSTILE.map((c) => c.css).join("\n");
    const response = await t.request({
      method: "POST",
      url: "/api/business-cards",
      body: withCss(css),
      session: me.session,
    });
    expect(response.statusCode).toBe(201);
    const saved = await storedCss(response.json().id);
    expect(saved).toContain(".a{color:red}");
    expect(saved).not.toMatch(/<\/style|@import|expression|evil\.example|<!--/i);
  });

  it("keeps ordinary styling, local images and inline images", async () => {
    const me = await signedIn(3);
    const card = await cardOf(me);
    const css = [
      ":root { --brand: #0a7; }",
      ".card-header { background: url(/uploads/bg.png) center / cover; color: var(--brand) }",
      ".logo { background-image: url(data:image/png;base64,iVBORw0KGgo=) }",
      "@media (max-width: 600px) { .card-header { padding: 4px } }",
    ].join("\n");
    const response = await send("PUT", me.session, card.id, withCss(css));
    expect(response.statusCode).toBe(200);
    expect(await storedCss(card.id)).toBe(
      ":root{--brand:#0a7}.card-header{background:url(/uploads/bg.png)center/cover;color:var(--brand)}" +
        ".logo{background-image:url(data:image/png;base64,iVBORw0KGgo=)}" +
        "@media (max-width:600px){.card-header{padding:4px}}",
    );
  });

  it("refuses CSS over 20000 characters, changing nothing", async () => {
    const me = await signedIn(5);
    const card = await cardOf(me, { customizations: { customCss: ".a{color:red}" } });
    const before = await allCards();
    const response = await send("PUT", me.session, card.id, withCss(`.a{color:red}${" ".repeat(20_000)}`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Custom CSS must be at most 20000 characters",
      fields: { "customizations.customCss": "Custom CSS must be at most 20000 characters" },
    });
    expect(await allCards()).toEqual(before);
  });

  it("refuses CSS nested deeper than 16 levels with the limit in the message, changing nothing", async () => {
    const me = await signedIn(5);
    const card = await cardOf(me, { customizations: { customCss: ".a{color:red}" } });
    const before = await allCards();
    const message = "Custom CSS can nest blocks, brackets and functions at most 16 levels deep";
    for (const css of [
      "@layer a{".repeat(1955),
      `${"@media (min-width:1px){".repeat(16)}.a{color:red}${"}".repeat(16)}`,
      `.a{width:${"calc(".repeat(17)}1px${")".repeat(17)}}`,
    ]) {
      for (const method of ["PUT", "PATCH"] as const) {
        const response = await send(method, me.session, card.id, withCss(css));
        expect(response.statusCode, `${method} ${css.slice(0, 30)}`).toBe(400);
        expect(response.json()).toEqual({ message, fields: { "customizations.customCss": message } });
      }
    }
    const created = await t.request({
      method: "POST",
      url: "/api/business-cards",
      body: withCss("@layer a{".repeat(1955)),
      session: me.session,
    });
    expect(created.statusCode).toBe(400);
    expect(await allCards()).toEqual(before);
  });

  it("accepts CSS nested 16 levels deep", async () => {
    const me = await signedIn(3);
    const card = await cardOf(me);
    const css = `${"@layer a{".repeat(15)}.a{color:red}${"}".repeat(15)}`;
    const response = await send("PUT", me.session, card.id, withCss(css));
    expect(response.statusCode).toBe(200);
    expect(await storedCss(card.id)).toBe(css);
  });
});
