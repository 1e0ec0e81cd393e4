/**
 * /api/v1/cards: bearer tokens only (no token, a wrong one or a cookie session → 401 with
 * WWW-Authenticate; a token without the scope → 403), and the app's own card rules and denial
 * texts: own cards for everyone, anyone's from level 4, deletion for level 5 only, card limits
 * per level, bounded ids and pages.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CARD_LIMIT_DENIALS, DELETE_CARD_DENIAL, EDIT_CARD_DENIAL } from "../../../core/policy";
import { businessCardSchema } from "../../../core/schemas/card-response";
import { businessCards, users } from "../../db/schema";
import { scopeMissing, TOKEN_REQUIRED } from "../../plugins/api-tokens";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { apiTestKit } from "./api-test-kit";

const t = testAppPerFile();
const { signedIn, cardOf, rowOf } = cardTestKit(() => t);
const { tokenOf, withToken } = apiTestKit(() => t);
const READ_WRITE = ["cards:read", "cards:write"] as const;

describe("authentication", () => {
  it("refuses a missing, malformed or unknown token with 401 and WWW-Authenticate", async () => {
    const headers = [
      undefined,
      "Bearer",
      "Basic dXNlcjpwYXNz",
      `Bearer cfp_${"a".repeat(43)}`,
      `Bearer cfp_${"a".repeat(44)}`,
    ];
    for (const authorization of headers) {
      const response = await t.request({
        method: "GET",
        url: "/api/v1/cards",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: TOKEN_REQUIRED });
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
    }
  });

  it("never takes a session cookie", async () => {
    const user = await signedIn(5);
    const response = await t.request({ method: "GET", url: "/api/v1/cards", session: user.session });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a token without the route's scope (403), on every route", async () => {
    const user = await signedIn(5);
    const card = await cardOf(user);
    const readOnly = await tokenOf(user, ["cards:read"]);
    const analyticsOnly = await tokenOf(user, ["analytics:read"]);
    const writes = [
      { method: "POST" as const, url: "/api/v1/cards", body: { name: "New" } },
      { method: "PATCH" as const, url: `/api/v1/cards/${card.id}`, body: { name: "Changed" } },
      { method: "DELETE" as const, url: `/api/v1/cards/${card.id}` },
    ];
    for (const sent of writes) {
      const response = await withToken(readOnly, sent);
      expect(response.statusCode, sent.method).toBe(403);
      expect(response.json()).toEqual({ message: scopeMissing("cards:write") });
    }
    for (const url of ["/api/v1/cards", `/api/v1/cards/${card.id}`]) {
      const response = await withToken(analyticsOnly, { method: "GET", url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: scopeMissing("cards:read") });
    }
    const cardsOnly = await tokenOf(user, ["cards:read"]);
    const analytics = await withToken(cardsOnly, {
      method: "GET",
      url: `/api/v1/cards/${card.id}/analytics`,
    });
    expect(analytics.json()).toEqual({ message: scopeMissing("analytics:read") });
    expect((await rowOf(card.id))?.name).not.toBe("Changed");
  });
});

describe("reading cards", () => {
  it("lists the token user's own cards, paged", async () => {
    const user = await signedIn(4);
    const other = await signedIn(4);
    const mine = [
      await cardOf(user, { name: "A" }),
      await cardOf(user, { name: "B" }),
      await cardOf(user, { name: "C" }),
    ];
    await cardOf(other);
    const token = await tokenOf(user, ["cards:read"]);
    const all = await withToken(token, { method: "GET", url: "/api/v1/cards" });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.json().cards.map((card: { id: number }) => card.id)).toEqual(mine.map((card) => card.id));
    const page = await withToken(token, { method: "GET", url: "/api/v1/cards?limit=1&offset=1" });
    expect(page.json().cards.map((card: { name: string }) => card.name)).toEqual(["B"]);
    for (const query of ["limit=0", "limit=101", "offset=-1", "offset=100001", "limit=x"]) {
      const bad = await withToken(token, { method: "GET", url: `/api/v1/cards?${query}` });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("reads an own card; another's is refused below level 4 with the app's text; missing is 404", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Mine" });
    const ownToken = await tokenOf(owner, ["cards:read"]);
    const own = await withToken(ownToken, { method: "GET", url: `/api/v1/cards/${card.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: card.id, name: "Mine", userId: owner.user.id });

    const stranger = await signedIn(3);
    const strangerToken = await tokenOf(stranger, ["cards:read"]);
    const refused = await withToken(strangerToken, { method: "GET", url: `/api/v1/cards/${card.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: EDIT_CARD_DENIAL });

    const editor = await signedIn(4);
    const editorToken = await tokenOf(editor, ["cards:read"]);
    expect(
      (await withToken(editorToken, { method: "GET", url: `/api/v1/cards/${card.id}` })).statusCode,
    ).toBe(200);

    const missing = await withToken(ownToken, { method: "GET", url: "/api/v1/cards/2147483647" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Card not found" });
    for (const id of ["2147483648", "0", "-1", "1.5"]) {
      const bad = await withToken(ownToken, { method: "GET", url: `/api/v1/cards/${id}` });
      expect(bad.statusCode, id).toBe(400);
    }
  });

  it("answers the public card shape, never a raw row", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const token = await tokenOf(owner, ["cards:read"]);
    const response = await withToken(token, { method: "GET", url: `/api/v1/cards/${card.id}` });
    const shape = Object.keys(businessCardSchema.shape);
    for (const key of Object.keys(response.json())) expect(shape, key).toContain(key);
    expect(Object.keys(response.json())).toEqual(
      Object.keys(
        (
          await t.request({ method: "GET", url: `/api/business-cards/${card.id}`, session: owner.session })
        ).json(),
      ),
    );
  });
});

describe("writing cards", () => {
  it("creates within the level's card limit, with the app's denial beyond it", async () => {
    const user = await signedIn(1);
    const token = await tokenOf(user, [...READ_WRITE]);
    const created = await withToken(token, {
      method: "POST",
      url: "/api/v1/cards",
      body: { name: "Via API" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Via API", userId: user.user.id });
    const second = await withToken(token, { method: "POST", url: "/api/v1/cards", body: { name: "Second" } });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ message: CARD_LIMIT_DENIALS[1] });
  });

  it("refuses oversized fields with field messages, and creates nothing", async () => {
    const user = await signedIn(4);
    const token = await tokenOf(user, [...READ_WRITE]);
    const response = await withToken(token, {
      method: "POST",
      url: "/api/v1/cards",
      body: { name: "x".repeat(10_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain("name");
    expect(await t.db.select().from(businessCards).where(eq(businessCards.userId, user.user.id))).toEqual([]);
  });

  it("changes an own card; another's only from level 4", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Before" });
    const token = await tokenOf(owner, [...READ_WRITE]);
    const changed = await withToken(token, {
      method: "PATCH",
      url: `/api/v1/cards/${card.id}`,
      body: { name: "After" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe("After");

    const stranger = await signedIn(2);
    const strangerToken = await tokenOf(stranger, [...READ_WRITE]);
    const refused = await withToken(strangerToken, {
      method: "PATCH",
      url: `/api/v1/cards/${card.id}`,
      body: { name: "Taken" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: EDIT_CARD_DENIAL });
    expect((await rowOf(card.id))?.name).toBe("After");

    const missing = await withToken(token, {
      method: "PATCH",
      url: "/api/v1/cards/2147483647",
      body: { name: "X" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes only as level 5, as the app does", async () => {
    const owner = await signedIn(4);
    const card = await cardOf(owner);
    const token = await tokenOf(owner, [...READ_WRITE]);
    const refused = await withToken(token, { method: "DELETE", url: `/api/v1/cards/${card.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: DELETE_CARD_DENIAL });
    expect(await rowOf(card.id)).toBeDefined();

    const admin = await signedIn(5);
    const adminToken = await tokenOf(admin, [...READ_WRITE]);
    const deleted = await withToken(adminToken, { method: "DELETE", url: `/api/v1/cards/${card.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Card deleted" });
    expect(await rowOf(card.id)).toBeUndefined();
    const again = await withToken(adminToken, { method: "DELETE", url: `/api/v1/cards/${card.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("follows the user's level at the time of the request, not when the token was made", async () => {
    const admin = await signedIn(5);
    const card = await cardOf(await signedIn(1));
    const token = await tokenOf(admin, [...READ_WRITE]);
    await t.db.update(users).set({ accessLevel: 1 }).where(eq(users.id, admin.user.id));
    const refused = await withToken(token, { method: "DELETE", url: `/api/v1/cards/${card.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: DELETE_CARD_DENIAL });
  });
});
