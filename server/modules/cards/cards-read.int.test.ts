/**
 * Reading cards: GET /api/business-cards/{id} per access level, the own-card
 * list, another user's list, the dashboard summary's real totals, and signed-out callers.
 */
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardViews } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { insertClicks, insertSaves, insertViews } from "../tracking/repo";
import { cardTestKit } from "./card-test-kit";

const EDIT_DENIAL = { message: "Access denied: You don't have permission to edit this card" };
const OTHERS_CARDS_DENIAL = { message: "You don't have permission to view this user's cards." };
const NOT_FOUND = { message: "Card not found" };
const SIGN_IN = { message: "Please sign in to continue." };

const t = testAppPerFile();

const { signedIn, cardOf, allCards } = cardTestKit(() => t);

const get = (session: string | undefined, url: string) => t.request({ method: "GET", url, session });

describe("GET /api/business-cards/{id}", () => {
  it("answers the presented card with logo === logoUrl and the owner as {id, accessLevel}", async () => {
    const owner = await signedIn(2);
    const card = await cardOf(owner, {
      name: "Jane Roe",
      title: "Engineer",
      website: "https://jane.example",
      logoUrl: "/uploads/logo.png",
      theme: "tech",
      socialLinks: { linkedin: "https://linkedin.example/jane" },
      customButtons: [{ text: "Book", url: "https://book.example", backgroundColor: "#d9bd90" }],
      gallery: ["/uploads/a.png", { url: "/uploads/b.png", caption: "B" }],
      customizations: { about: "Hello" },
      pwaSettings: { shortName: "Jane" },
    });
    const response = await get(owner.session, `/api/business-cards/${card.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: card.id,
      userId: owner.user.id,
      slug: card.slug,
      theme: "tech",
      name: "Jane Roe",
      title: "Engineer",
      company: null,
      phone: null,
      email: null,
      address: null,
      website: "https://jane.example",
      about: null,
      profilePicture: null,
      coverPhoto: null,
      logoUrl: "/uploads/logo.png",
      logo: "/uploads/logo.png",
      videoUrl: null,
      faviconUrl: null,
      socialLinks: { linkedin: "https://linkedin.example/jane" },
      socialLinkOrder: ["linkedin"],
      sectionOrder: ["contact", "about", "social", "buttons", "gallery", "video"],
      customButtons: [{ text: "Book", url: "https://book.example", backgroundColor: "#d9bd90" }],
      gallery: ["/uploads/a.png", { url: "/uploads/b.png", caption: "B" }],
      embedCodes: [],
      formConfig: {},
      customizations: { about: "Hello" },
      pwaSettings: { shortName: "Jane" },
      createdAt: card.createdAt.toISOString(),
      updatedAt: card.updatedAt.toISOString(),
      user: { id: owner.user.id, accessLevel: 2 },
      organizationId: null,
      templateId: null,
      template: null,
      brand: null,
      listed: false,
      deactivatedAt: null,
    });
  });

  // Levels 1-3 may read only their own cards; 4 and 5 any card (the editor loads with this call).
  const READ_MATRIX = [
    { level: 1, readsOthers: false },
    { level: 2, readsOthers: false },
    { level: 3, readsOthers: false },
    { level: 4, readsOthers: true },
    { level: 5, readsOthers: true },
  ];

  describe.each(READ_MATRIX)("a level-$level user", ({ level, readsOthers }) => {
    it("reads their own card", async () => {
      const me = await signedIn(level);
      const card = await cardOf(me, { name: `Mine at ${level}` });
      const response = await get(me.session, `/api/business-cards/${card.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: card.id,
        name: `Mine at ${level}`,
        user: { id: me.user.id, accessLevel: level },
      });
    });

    it(readsOthers ? "reads other users' cards, of any level" : "is refused other users' cards", async () => {
      const me = await signedIn(level);
      for (const ownerLevel of [1, 3, 5]) {
        const owner = await t.createUser({ username: t.uniqueName("owner"), accessLevel: ownerLevel });
        const card = await cardOf(owner, { name: "Not yours" });
        const before = await allCards();
        const response = await get(me.session, `/api/business-cards/${card.id}`);
        if (readsOthers) {
          expect(response.statusCode, `owner level ${ownerLevel}`).toBe(200);
          expect(response.json()).toMatchObject({
            id: card.id,
            name: "Not yours",
            user: { id: owner.user.id, accessLevel: ownerLevel },
          });
        } else {
          expect(response.statusCode, `owner level ${ownerLevel}`).toBe(403);
          expect(response.json()).toEqual(EDIT_DENIAL);
        }
        expect(await allCards()).toEqual(before);
      }
    });
  });

  it("answers 404 'Card not found' for a card that does not exist", async () => {
    for (const level of [1, 5]) {
      const me = await signedIn(level);
      const response = await get(me.session, "/api/business-cards/999999");
      expect(response.statusCode, `level ${level}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it("answers 400 for an id that is not a positive whole number", async () => {
    const me = await signedIn(5);
    for (const id of ["abc", "1.5", "0", "-2"]) {
      const response = await get(me.session, `/api/business-cards/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({
        message: "Card id must be a positive whole number",
        fields: { id: "Card id must be a positive whole number" },
      });
    }
  });
});

describe("GET /api/business-cards", () => {
  it("lists only the caller's own cards, oldest first, for every level", async () => {
    for (const level of [1, 3, 5]) {
      const me = await signedIn(level);
      const other = await t.createUser({ username: t.uniqueName("other") });
      const first = await cardOf(me, { name: "First" });
      await cardOf(other, { name: "Someone else's" });
      const second = await cardOf(me, { name: "Second" });
      const response = await get(me.session, "/api/business-cards");
      expect(response.statusCode).toBe(200);
      const cards = response.json() as { id: number; userId: number; logo: unknown; logoUrl: unknown }[];
      expect(cards.map((c) => c.id)).toEqual([first.id, second.id]);
      for (const card of cards) {
        expect(card).toMatchObject({ userId: me.user.id, user: { id: me.user.id, accessLevel: level } });
      }
      // The list carries the same presented card as the single read.
      const single = await get(me.session, `/api/business-cards/${first.id}`);
      expect(cards[0]).toEqual(single.json());
    }
  });

  it("answers an empty list for a user without cards", async () => {
    const me = await signedIn(1);
    const response = await get(me.session, "/api/business-cards");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("GET /api/business-cards/user/{userId}", () => {
  it("answers one's own cards at every level", async () => {
    for (const level of [1, 2, 3, 4, 5]) {
      const me = await signedIn(level);
      const card = await cardOf(me);
      const response = await get(me.session, `/api/business-cards/user/${me.user.id}`);
      expect(response.statusCode, `level ${level}`).toBe(200);
      expect((response.json() as { id: number }[]).map((c) => c.id)).toEqual([card.id]);
    }
  });

  it("refuses another user's cards below level 4", async () => {
    for (const level of [1, 2, 3]) {
      const me = await signedIn(level);
      const other = await t.createUser({ username: t.uniqueName("other") });
      await cardOf(other);
      const response = await get(me.session, `/api/business-cards/user/${other.user.id}`);
      expect(response.statusCode, `level ${level}`).toBe(403);
      expect(response.json()).toEqual(OTHERS_CARDS_DENIAL);
    }
  });

  it("answers another user's cards at levels 4 and 5", async () => {
    for (const level of [4, 5]) {
      const me = await signedIn(level);
      const other = await t.createUser({ username: t.uniqueName("other"), accessLevel: 2 });
      const first = await cardOf(other);
      await cardOf(me);
      const second = await cardOf(other);
      const response = await get(me.session, `/api/business-cards/user/${other.user.id}`);
      expect(response.statusCode, `level ${level}`).toBe(200);
      const cards = response.json() as { id: number; user: unknown }[];
      expect(cards.map((c) => c.id)).toEqual([first.id, second.id]);
      expect(cards[0]?.user).toEqual({ id: other.user.id, accessLevel: 2 });
    }
  });

  it("answers 400 for a user id that is not a positive whole number", async () => {
    const me = await signedIn(5);
    const response = await get(me.session, "/api/business-cards/user/abc");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "User id must be a positive whole number",
      fields: { userId: "User id must be a positive whole number" },
    });
  });
});

describe("GET /api/dashboard/summary", () => {
  /** Events written as the tracking routes write them, so the analytics roll-ups count them. */
  async function track(cardId: number, views: number, saves: number, clicks = 0): Promise<void> {
    const visit = { cardId, visitorHash: null, location: "Unknown", device: "Unknown", at: new Date() };
    const times = (n: number) => Array.from({ length: n }, () => visit);
    if (views > 0) await insertViews(t.db, times(views));
    if (saves > 0) await insertSaves(t.db, times(saves));
    if (clicks > 0) {
      await insertClicks(
        t.db,
        times(clicks).map((v) => ({ ...v, linkType: "website" as const, linkId: "primary" })),
      );
    }
  }

  it("totals the views and saves of the caller's cards only", async () => {
    const me = await signedIn(3);
    const other = await signedIn(5);
    const [mine1, mine2, mine3] = [await cardOf(me), await cardOf(me), await cardOf(me)];
    const theirs = await cardOf(other);
    await track(mine1.id, 3, 1, 4);
    await track(mine2.id, 2, 0);
    await track(mine3.id, 0, 2);
    await track(theirs.id, 7, 5, 1);

    const mine = await get(me.session, "/api/dashboard/summary");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ totalCards: 3, totalViews: 5, totalSaves: 3 });

    // An administrator's summary is their own too, not the whole service's.
    const theirsSummary = await get(other.session, "/api/dashboard/summary");
    expect(theirsSummary.json()).toEqual({ totalCards: 1, totalViews: 7, totalSaves: 5 });

    // The totals are real: they move with the data.
    await track(mine2.id, 1, 1);
    expect((await get(me.session, "/api/dashboard/summary")).json()).toEqual({
      totalCards: 3,
      totalViews: 6,
      totalSaves: 4,
    });
  });

  it("answers zeros for a user without cards", async () => {
    const me = await signedIn(1);
    const response = await get(me.session, "/api/dashboard/summary");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalCards: 0, totalViews: 0, totalSaves: 0 });
  });
});

describe("a signed-out caller", () => {
  it("gets 401 from every card route and changes nothing", async () => {
    const owner = await t.createUser({ username: t.uniqueName("owner"), accessLevel: 5 });
    const card = await cardOf(owner, { name: "Untouched" });
    const routes = [
      { method: "GET", url: "/api/business-cards" },
      { method: "GET", url: `/api/business-cards/${card.id}` },
      { method: "GET", url: `/api/business-cards/user/${owner.user.id}` },
      { method: "POST", url: "/api/business-cards", body: { name: "New" } },
      { method: "PUT", url: `/api/business-cards/${card.id}`, body: { name: "Changed" } },
      { method: "PATCH", url: `/api/business-cards/${card.id}`, body: { pwaSettings: { shortName: "X" } } },
      { method: "DELETE", url: `/api/business-cards/${card.id}` },
      { method: "GET", url: "/api/dashboard/summary" },
    ] as const;
    const before = await allCards();
    const viewsBefore = await t.db.select({ n: count() }).from(cardViews);
    for (const session of [undefined, "not-a-real-session-token"]) {
      for (const route of routes) {
        const response = await t.request({ ...route, session });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toEqual(SIGN_IN);
      }
    }
    expect(await allCards()).toEqual(before);
    expect(await t.db.select({ n: count() }).from(cardViews)).toEqual(viewsBefore);
  });

  it("gets 401 after signing out", async () => {
    const me = await signedIn(5);
    const card = await cardOf(me);
    expect((await t.request({ method: "POST", url: "/api/logout", session: me.session })).statusCode).toBe(
      200,
    );
    const response = await get(me.session, `/api/business-cards/${card.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN);
  });
});
