/**
 * PUT and PATCH /api/business-cards/{id}: who may edit which card, the slug
 * rules per level, the whole card or a single field, website prefixes, merging of
 * customizations and pwaSettings, pwaSettings as a JSON string, `logo` as logoUrl's alias.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessCards } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { TAKEN } from "../users/users-test-kit";
import { cardTestKit } from "./card-test-kit";

const EDIT_DENIAL = { message: "Access denied: You don't have permission to edit this card" };
const SLUG_LEVEL_1 = {
  message: "Level 1 users cannot edit the card URL slug. Please contact your administrator.",
};
const SLUG_NOT_OWNER = { message: "Only admins or the card owner can edit the URL slug." };
const NOT_FOUND = { message: "Card not found" };

const t = testAppPerFile();

const { signedIn, cardOf, allCards, rowOf } = cardTestKit(() => t);

type Method = "PUT" | "PATCH";

const send = (method: Method, session: string, id: number, body: unknown) =>
  t.request({ method, url: `/api/business-cards/${id}`, body, session });
const put = (session: string, id: number, body: unknown) => send("PUT", session, id, body);
const patch = (session: string, id: number, body: unknown) => send("PATCH", session, id, body);
const read = (session: string, id: number) =>
  t.request({ method: "GET", url: `/api/business-cards/${id}`, session });

/** Sends a request that must be refused and proves the cards table is as it was. */
async function expectRefused(
  request: () => ReturnType<typeof put>,
  status: number,
  body: unknown,
  label = "",
): Promise<void> {
  const before = await allCards();
  const response = await request();
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toEqual(body);
  expect(await allCards(), label).toEqual(before);
}

// Owners edit their own cards; level 4 and above edit any card.
// Slugs: level 1 never; levels 2-3 on their own cards; level 4 and above on any card.
const MATRIX = [
  { level: 1, editsOthers: false, ownSlug: SLUG_LEVEL_1, othersSlug: SLUG_LEVEL_1 },
  { level: 2, editsOthers: false, ownSlug: null, othersSlug: SLUG_NOT_OWNER },
  { level: 3, editsOthers: false, ownSlug: null, othersSlug: SLUG_NOT_OWNER },
  { level: 4, editsOthers: true, ownSlug: null, othersSlug: null },
  { level: 5, editsOthers: true, ownSlug: null, othersSlug: null },
];

describe.each(MATRIX)("a level-$level user", ({ level, editsOthers, ownSlug, othersSlug }) => {
  it.each(["PUT", "PATCH"] as const)("%s: edits their own card", async (method) => {
    const me = await signedIn(level);
    const card = await cardOf(me, { name: "Before", title: "Kept" });
    const response = await send(method, me.session, card.id, { name: "After" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: card.id,
      name: "After",
      title: "Kept",
      user: { id: me.user.id, accessLevel: level },
    });
    const row = await rowOf(card.id);
    expect(row).toMatchObject({ name: "After", title: "Kept", userId: me.user.id });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(card.updatedAt.getTime());
  });

  it.each(["PUT", "PATCH"] as const)(
    editsOthers ? "%s: edits other users' cards, of any level" : "%s: is refused other users' cards",
    async (method) => {
      const me = await signedIn(level);
      for (const ownerLevel of [1, 3, 5]) {
        const owner = await t.createUser({ username: t.uniqueName("owner"), accessLevel: ownerLevel });
        const card = await cardOf(owner, { name: "Theirs" });
        const body = { name: `Edited by ${level}`, customizations: { about: "Edited" } };
        if (!editsOthers) {
          await expectRefused(
            () => send(method, me.session, card.id, body),
            403,
            EDIT_DENIAL,
            `owner ${ownerLevel}`,
          );
          continue;
        }
        const response = await send(method, me.session, card.id, body);
        expect(response.statusCode, `owner ${ownerLevel}`).toBe(200);
        expect(response.json()).toMatchObject({
          name: `Edited by ${level}`,
          userId: owner.user.id,
          user: { id: owner.user.id, accessLevel: ownerLevel },
        });
        expect(await rowOf(card.id)).toMatchObject({ name: `Edited by ${level}`, userId: owner.user.id });
      }
    },
  );

  for (const [whose, denial] of [
    ["their own card", ownSlug],
    ["another user's card", othersSlug],
  ] as const) {
    it(denial ? `cannot change the slug of ${whose}` : `changes the slug of ${whose}`, async () => {
      const me = await signedIn(level);
      const owner =
        whose === "their own card"
          ? me
          : await t.createUser({ username: t.uniqueName("owner"), accessLevel: 2 });
      const card = await cardOf(owner);
      const slug = t.uniqueName("new-slug");
      for (const method of ["PUT", "PATCH"] as const) {
        if (denial) {
          await expectRefused(() => send(method, me.session, card.id, { slug }), 403, denial, method);
          continue;
        }
        const chosen = `${slug}-${method.toLowerCase()}`;
        const response = await send(method, me.session, card.id, { slug: chosen });
        expect(response.statusCode, method).toBe(200);
        expect(response.json().slug).toBe(chosen);
        expect((await rowOf(card.id))?.slug).toBe(chosen);
      }
    });
  }

  it("may send back the slug the card already has", async () => {
    const me = await signedIn(level);
    const card = await cardOf(me);
    const response = await put(me.session, card.id, { slug: card.slug.toUpperCase(), name: "Same slug" });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(card.id)).toMatchObject({ slug: card.slug, name: "Same slug" });
  });
});

describe("the slug", () => {
  it("answers 409 with fields.slug when it is taken, in any case, changing nothing", async () => {
    const me = await signedIn(2);
    const card = await cardOf(me);
    const other = await t.createUser({ username: t.uniqueName("holder") });
    const taken = await cardOf(other);
    for (const slug of [taken.slug, taken.slug.toUpperCase()]) {
      await expectRefused(() => put(me.session, card.id, { slug, name: "Changed" }), 409, TAKEN.slug);
    }
  });

  it("gives one of two simultaneous changes to the same slug a 409, never a 500", async () => {
    const admin = await signedIn(5);
    const [first, second] = [await cardOf(admin), await cardOf(admin)];
    const slug = t.uniqueName("contested");
    const responses = await Promise.all([
      put(admin.session, first.id, { slug }),
      put(admin.session, second.id, { slug }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual(TAKEN.slug);
    expect(await t.db.select().from(businessCards).where(eq(businessCards.slug, slug))).toHaveLength(1);
  });

  it("is stored trimmed and lower-cased", async () => {
    const me = await signedIn(3);
    const card = await cardOf(me);
    const slug = t.uniqueName("Mixed-Case");
    const response = await patch(me.session, card.id, { slug: `  ${slug}  ` });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(card.id))?.slug).toBe(slug.toLowerCase());
  });
});

describe("a whole-card PUT", () => {
  it("accepts the card as GET returned it, with changes, ignoring id, userId, createdAt, user and logo", async () => {
    const me = await signedIn(1);
    const other = await t.createUser({ username: t.uniqueName("other"), accessLevel: 5 });
    const card = await cardOf(me, {
      name: "Jane",
      website: "https://jane.example",
      logoUrl: "/uploads/logo.png",
      socialLinks: { linkedin: "https://linkedin.example/jane" },
      customButtons: [{ text: "Call", url: "tel:+15550100", backgroundColor: "#d9bd90" }],
      gallery: ["/uploads/g1.png", { url: "/uploads/g2.png", caption: "Two" }],
      embedCodes: ["<iframe src='https://video.example/1'></iframe>"],
      formConfig: { fields: [{ name: "email", type: "email" }] },
      customizations: { about: "About me" },
      pwaSettings: { appName: "Jane", themeColor: "#000000", icons: { icon192: "/uploads/i192.png" } },
    });
    const loaded = (await read(me.session, card.id)).json();
    const response = await put(me.session, card.id, {
      ...loaded,
      id: 999_999,
      userId: other.user.id,
      createdAt: "2000-01-01T00:00:00.000Z",
      user: { id: other.user.id, accessLevel: 5 },
      title: "Engineer",
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toEqual({ ...loaded, title: "Engineer", updatedAt: expect.any(String) });
    const row = await rowOf(card.id);
    expect(row).toMatchObject({ userId: me.user.id, title: "Engineer", createdAt: card.createdAt });
    expect(await rowOf(999_999)).toBeUndefined();
  });

  it("treats empty texts as none", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, { name: "Jane", email: "jane@example.org", website: "https://a.example" });
    const response = await put(me.session, card.id, { name: "  ", email: "", website: "" });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(card.id)).toMatchObject({ name: null, email: null, website: null });
  });
});

describe("a single-field PUT", () => {
  it("changes about alone and keeps every other field", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, {
      name: "Jane",
      about: "Old",
      socialLinks: { linkedin: "https://linkedin.example/jane" },
      customizations: { website: "https://c.example" },
    });
    const before = await rowOf(card.id);
    const response = await put(me.session, card.id, { about: "New about" });
    expect(response.statusCode).toBe(200);
    const { updatedAt: _after, ...after } = (await rowOf(card.id))!;
    const { updatedAt: _before, ...unchanged } = before!;
    expect(after).toEqual({ ...unchanged, about: "New about" });
  });

  it("replaces the social links, dropping those saved with an empty URL", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, {
      name: "Jane",
      socialLinks: { linkedin: "https://linkedin.example/jane", twitter: "https://x.example/jane" },
    });
    const response = await put(me.session, card.id, {
      socialLinks: {
        linkedin: "https://linkedin.example/jane-new",
        twitter: "",
        mastodon: "https://social.example/@jane",
        gmail: "mailto:jane@example.org",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().socialLinks).toEqual({
      linkedin: "https://linkedin.example/jane-new",
      mastodon: "https://social.example/@jane",
      gmail: "mailto:jane@example.org",
    });
    expect(await rowOf(card.id)).toMatchObject({
      name: "Jane",
      socialLinks: {
        linkedin: "https://linkedin.example/jane-new",
        mastodon: "https://social.example/@jane",
        gmail: "mailto:jane@example.org",
      },
    });
  });

  it("stores a website without a scheme with https://, in the card and in customizations", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me);
    const cases = [
      ["example.com", "https://example.com"],
      ["  www.example.org/path?q=1  ", "https://www.example.org/path?q=1"],
      ["http://plain.example", "http://plain.example"],
      ["HTTPS://Upper.example", "HTTPS://Upper.example"],
    ];
    for (const [sent, stored] of cases) {
      const response = await put(me.session, card.id, { website: sent, customizations: { website: sent } });
      expect(response.statusCode, sent).toBe(200);
      expect(response.json(), sent).toMatchObject({ website: stored, customizations: { website: stored } });
      const row = await rowOf(card.id);
      expect(row?.website, sent).toBe(stored);
      expect(row?.customizations.website, sent).toBe(stored);
    }
  });

  it("takes `logo` as logoUrl; logoUrl wins when both are sent", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me);
    const viaLogo = await put(me.session, card.id, { logo: "/uploads/alias.png" });
    expect(viaLogo.statusCode).toBe(200);
    expect(viaLogo.json()).toMatchObject({ logo: "/uploads/alias.png", logoUrl: "/uploads/alias.png" });
    expect((await rowOf(card.id))?.logoUrl).toBe("/uploads/alias.png");

    const both = await put(me.session, card.id, {
      logo: "/uploads/ignored.png",
      logoUrl: "/uploads/wins.png",
    });
    expect(both.statusCode).toBe(200);
    expect((await rowOf(card.id))?.logoUrl).toBe("/uploads/wins.png");

    const removed = await put(me.session, card.id, { logo: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ logo: null, logoUrl: null });
  });

  it("accepts an empty body and changes no field", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, { name: "Jane" });
    const response = await patch(me.session, card.id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Jane", slug: card.slug });
  });

  it("accepts every theme", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me);
    const themes = ["minimalist", "dynamic", "nonprofit", "education", "health"];
    for (const theme of [...themes, "beauty", "corporate", "creative", "tech"]) {
      const response = await patch(me.session, card.id, { theme });
      expect(response.statusCode, theme).toBe(200);
      expect((await rowOf(card.id))?.theme).toBe(theme);
    }
  });
});

describe("customizations and pwaSettings", () => {
  it("merges customizations shallowly: one field changes, the others stay", async () => {
    const me = await signedIn(3);
    const card = await cardOf(me, {
      customizations: { website: "https://c.example", about: "Old", customCss: ".a{color:red}" },
    });
    const response = await put(me.session, card.id, { customizations: { about: "New" } });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(card.id))?.customizations).toEqual({
      website: "https://c.example",
      about: "New",
      customCss: ".a{color:red}",
    });
  });

  it("merges pwaSettings (and its icons) with PATCH, keeping the rest", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, {
      name: "Kept",
      pwaSettings: {
        appName: "Jane's card",
        themeColor: "#112233",
        icons: { icon192: "/uploads/i192.png" },
      },
    });
    const response = await patch(me.session, card.id, {
      pwaSettings: { shortName: "Jane", icons: { icon512: "/uploads/i512.png" } },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      appName: "Jane's card",
      shortName: "Jane",
      themeColor: "#112233",
      icons: { icon192: "/uploads/i192.png", icon512: "/uploads/i512.png" },
    };
    expect(response.json().pwaSettings).toEqual(expected);
    expect(await rowOf(card.id)).toMatchObject({ name: "Kept", pwaSettings: expected });
  });

  it("accepts pwaSettings as a JSON string and stores an object", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, { pwaSettings: { appName: "Old", backgroundColor: "#ffffff" } });
    const settings = { appName: "New", shortName: "Short", themeColor: "#000000" };
    for (const method of ["PATCH", "PUT"] as const) {
      const response = await send(method, me.session, card.id, { pwaSettings: JSON.stringify(settings) });
      expect(response.statusCode, method).toBe(200);
      expect((await rowOf(card.id))?.pwaSettings, method).toEqual({
        ...settings,
        backgroundColor: "#ffffff",
        icons: {},
      });
    }
  });

  it("refuses pwaSettings that are not an object, or a short name over 12 characters", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me, { pwaSettings: { appName: "Kept" } });
    const cases: [unknown, Record<string, string>][] = [
      ["not json", { pwaSettings: "PWA settings must be an object" }],
      [JSON.stringify([1, 2]), { pwaSettings: "PWA settings must be an object" }],
      [42, { pwaSettings: "PWA settings must be an object" }],
      [
        { shortName: "Thirteen char" },
        { "pwaSettings.shortName": "Short name must be at most 12 characters" },
      ],
      [{ themeColor: "black" }, { "pwaSettings.themeColor": "Theme colour must be a hex colour" }],
    ];
    for (const [pwaSettings, fields] of cases) {
      await expectRefused(
        () => patch(me.session, card.id, { pwaSettings }),
        400,
        { message: Object.values(fields)[0], fields },
        JSON.stringify(pwaSettings),
      );
    }
  });
});

describe("a card that does not exist", () => {
  it.each(["PUT", "PATCH"] as const)("%s answers 404 'Card not found', at any level", async (method) => {
    for (const level of [1, 5]) {
      const me = await signedIn(level);
      await expectRefused(() => send(method, me.session, 999_999, { name: "Ghost" }), 404, NOT_FOUND);
    }
  });

  it("answers 400 for an id that is not a positive whole number", async () => {
    const me = await signedIn(5);
    for (const id of ["abc", "0", "-1", "2.5"]) {
      const response = await t.request({
        method: "PUT",
        url: `/api/business-cards/${id}`,
        body: { name: "x" },
        session: me.session,
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({
        message: "Card id must be a positive whole number",
        fields: { id: "Card id must be a positive whole number" },
      });
    }
  });
});
