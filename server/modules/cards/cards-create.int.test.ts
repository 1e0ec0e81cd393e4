/**
 * POST /api/business-cards: card limits per level, the slug derived from the
 * username, who may choose a slug, taken slugs, creating for another user, defaults and the
 * presented answer.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readableSlugBase } from "../../../core/slug";
import { cardFixture } from "../../../core/testing/card-fixture";
import { businessCards, users } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { TAKEN } from "../users/users-test-kit";
import { cardTestKit } from "./card-test-kit";

const LIMIT_DENIAL: Record<number, { message: string }> = {
  1: { message: "Basic users are limited to 1 business card." },
  2: { message: "Professional users are limited to 1 business card." },
  3: { message: "Enterprise users are limited to 3 business cards." },
};
const SLUG_LEVEL_1 = {
  message: "Level 1 users cannot edit the card URL slug. Please contact your administrator.",
};
const FOR_OTHERS_DENIAL = { message: "Only administrators can create cards for other users." };
const CSS_DENIAL = { message: "Custom CSS requires Enterprise access (level 3) or higher." };

const t = testAppPerFile();

const { signedIn, cardOf, allCards } = cardTestKit(() => t);

const cardsOf = (userId: number) =>
  t.db.select().from(businessCards).where(eq(businessCards.userId, userId)).orderBy(asc(businessCards.id));

const create = (session: string, body: unknown) =>
  t.request({ method: "POST", url: "/api/business-cards", body, session });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A readable slug made from `name`, with "-2", "-3", ... when an earlier card has it (decision 011). */
function readableSlugPattern(name: string): RegExp {
  return new RegExp(`^${escapeRegExp(readableSlugBase(name))}(-\\d+)?$`);
}

/** Runs a request that must be refused and proves the cards table is as it was. */
async function refused(send: () => ReturnType<typeof create>, status: number, body: unknown) {
  const before = await allCards();
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(body);
  expect(await allCards()).toEqual(before);
}

describe("creating one's first card", () => {
  it("answers 201 with the presented card, a readable slug from its name and the default theme", async () => {
    const me = await signedIn(1);
    const response = await create(me.session, {
      userId: me.user.id,
      name: "  Jane Roe  ",
      email: "jane@example.org",
      phone: "+1 555 0100",
    });
    expect(response.statusCode).toBe(201);
    const card = response.json();
    expect(card).toEqual(
      cardFixture({
        id: expect.any(Number),
        userId: me.user.id,
        slug: expect.stringMatching(readableSlugPattern("Jane Roe")),
        name: "Jane Roe",
        phone: "+1 555 0100",
        email: "jane@example.org",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        user: { id: me.user.id, accessLevel: 1 },
      }),
    );
    // Stored as answered, and read back the same.
    const [row] = await cardsOf(me.user.id);
    expect(row).toMatchObject({ id: card.id, slug: card.slug, theme: "minimalist", name: "Jane Roe" });
    const read = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}`,
      session: me.session,
    });
    expect(read.json()).toEqual(card);
  });

  it("makes the slug from the card's name, then the owner's full name, then the username; the next card of that name gets -2", async () => {
    const first = await signedIn(1);
    const firstCard = await create(first.session, { name: "Quinn Zéphyrine" });
    expect(firstCard.statusCode).toBe(201);
    expect(firstCard.json().slug).toBe("quinn-zephyrine");
    const second = await signedIn(1);
    expect((await create(second.session, { name: "Quinn Zephyrine" })).json().slug).toBe("quinn-zephyrine-2");

    // A name with nothing readable in it: the owner's full name, else the username.
    const named = await t.createUser({ username: t.uniqueName("ursula"), fullName: "Ursula Kwan-Ibe" });
    const session = await t.signIn(named.user.username, named.password);
    expect((await create(session, { name: "王小明" })).json().slug).toMatch(/^ursula-kwan-ibe(-\d+)?$/);
    const bare = await signedIn(1, "Ann  Lee.Smith!");
    await t.db.update(users).set({ fullName: "" }).where(eq(users.id, bare.user.id));
    expect((await create(bare.session, {})).json().slug).toMatch(readableSlugPattern(bare.user.username));
  });

  it("accepts a theme and takes `logo` as the logo's other name", async () => {
    const me = await signedIn(1);
    const response = await create(me.session, { theme: "creative", logo: "/uploads/logo.png" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      theme: "creative",
      logoUrl: "/uploads/logo.png",
      logo: "/uploads/logo.png",
    });
  });

  it("accepts an empty body: every field has a default", async () => {
    const me = await signedIn(2);
    const response = await create(me.session, {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userId: me.user.id, theme: "minimalist", name: null });
  });
});

describe("card limits per level", () => {
  // How many cards each level may have: 1 / 1 / 3 / unlimited.
  const LIMITS = [
    { level: 1, limit: 1 },
    { level: 2, limit: 1 },
    { level: 3, limit: 3 },
  ];

  it.each(LIMITS)("a level-$level user creates $limit card(s), then is refused", async ({ level, limit }) => {
    const me = await signedIn(level);
    for (let n = 1; n <= limit; n++) {
      const response = await create(me.session, { name: `Card ${n}` });
      expect(response.statusCode, `card ${n}`).toBe(201);
    }
    await refused(() => create(me.session, { name: "One too many" }), 403, LIMIT_DENIAL[level]);
    expect(await cardsOf(me.user.id)).toHaveLength(limit);
  });

  it("counts cards an administrator made for the user", async () => {
    const me = await signedIn(1);
    await cardOf(me);
    await refused(() => create(me.session, { name: "Second" }), 403, LIMIT_DENIAL[1]);
  });

  it.each([4, 5])("a level-%i user is not limited", async (level) => {
    const me = await signedIn(level);
    for (let n = 1; n <= 5; n++) {
      const response = await create(me.session, { name: `Card ${n}` });
      expect(response.statusCode, `card ${n}`).toBe(201);
    }
    expect(await cardsOf(me.user.id)).toHaveLength(5);
  });

  it("holds when one user sends several creations at once", async () => {
    for (const { level, limit } of LIMITS) {
      const me = await signedIn(level);
      const responses = await Promise.all(
        Array.from({ length: limit + 3 }, (_, n) => create(me.session, { name: `Parallel ${n}` })),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses, `level ${level}`).toEqual([
        ...Array<number>(limit).fill(201),
        ...Array<number>(3).fill(403),
      ]);
      for (const response of responses.filter((r) => r.statusCode === 403)) {
        expect(response.json()).toEqual(LIMIT_DENIAL[level]);
      }
      expect(await cardsOf(me.user.id), `level ${level}`).toHaveLength(limit);
    }
  });

  it("frees the place again when the card is deleted", async () => {
    const me = await signedIn(1);
    const admin = await signedIn(5);
    const first = await create(me.session, { name: "First" });
    const removed = await t.request({
      method: "DELETE",
      url: `/api/business-cards/${first.json().id}`,
      session: admin.session,
    });
    expect(removed.statusCode).toBe(200);
    expect((await create(me.session, { name: "Again" })).statusCode).toBe(201);
  });
});

describe("choosing the slug", () => {
  it("is refused to a level-1 user", async () => {
    const me = await signedIn(1);
    await refused(() => create(me.session, { slug: t.uniqueName("chosen") }), 403, SLUG_LEVEL_1);
    await refused(
      () => create(me.session, { userId: me.user.id, slug: t.uniqueName("chosen") }),
      403,
      SLUG_LEVEL_1,
    );
  });

  it.each([2, 3, 4, 5])("is allowed to a level-%i user, trimmed and lower-cased", async (level) => {
    const me = await signedIn(level);
    const slug = t.uniqueName(`Chosen-L${level}`);
    const response = await create(me.session, { slug: `  ${slug}  ` });
    expect(response.statusCode).toBe(201);
    expect(response.json().slug).toBe(slug.toLowerCase());
  });

  it("answers 409 with fields.slug for a taken slug, in any case, never 500", async () => {
    const holder = await t.createUser({ username: t.uniqueName("holder") });
    const taken = await cardOf(holder, { slug: t.uniqueName("taken") });
    for (const level of [2, 3, 4, 5]) {
      const me = await signedIn(level);
      for (const slug of [taken.slug, taken.slug.toUpperCase()]) {
        await refused(() => create(me.session, { slug }), 409, TAKEN.slug);
      }
    }
  });

  it("gives one of two simultaneous creations with the same slug a 409", async () => {
    const first = await signedIn(4);
    const second = await signedIn(4);
    const slug = t.uniqueName("contested");
    const responses = await Promise.all([create(first.session, { slug }), create(second.session, { slug })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual(TAKEN.slug);
    expect(await t.db.select().from(businessCards).where(eq(businessCards.slug, slug))).toHaveLength(1);
  });
});

describe("creating a card for another user", () => {
  it.each([1, 2, 3])("is refused to a level-%i user", async (level) => {
    const me = await signedIn(level);
    const other = await t.createUser({ username: t.uniqueName("other") });
    await refused(
      () => create(me.session, { userId: other.user.id, name: "For you" }),
      403,
      FOR_OTHERS_DENIAL,
    );
    expect(await cardsOf(other.user.id)).toEqual([]);
  });

  it.each([4, 5])(
    "is allowed to a level-%i user, with a readable slug from the card's name",
    async (level) => {
      const me = await signedIn(level);
      const other = await t.createUser({ username: t.uniqueName("Owner Name"), accessLevel: 2 });
      const response = await create(me.session, { userId: other.user.id, name: "For you" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        userId: other.user.id,
        name: "For you",
        slug: expect.stringMatching(readableSlugPattern("For you")),
        user: { id: other.user.id, accessLevel: 2 },
      });
      expect(await cardsOf(me.user.id)).toEqual([]);
      expect(await cardsOf(other.user.id)).toHaveLength(1);
    },
  );

  it("lets an administrator choose the slug and go past the owner's own limit", async () => {
    const admin = await signedIn(4);
    const other = await t.createUser({ username: t.uniqueName("full") });
    await cardOf(other);
    const slug = t.uniqueName("given");
    const response = await create(admin.session, { userId: other.user.id, slug });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userId: other.user.id, slug });
    expect(await cardsOf(other.user.id)).toHaveLength(2);
  });

  it("answers 404 for an owner who does not exist", async () => {
    const admin = await signedIn(5);
    await refused(() => create(admin.session, { userId: 999_999 }), 404, { message: "User not found" });
  });
});

describe("custom CSS on a new card", () => {
  it.each([1, 2])("is refused to a level-%i user", async (level) => {
    const me = await signedIn(level);
    await refused(
      () => create(me.session, { customizations: { customCss: ".a{color:red}" } }),
      403,
      CSS_DENIAL,
    );
  });

  it("is accepted from level 3, sanitised", async () => {
    const me = await signedIn(3);
    const response = await create(me.session, {
      customizations: { customCss: '@import url("https://evil.example/x.css"); .a { color: red }' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().customizations).toEqual({ customCss: ".a{color:red}" });
  });
});
