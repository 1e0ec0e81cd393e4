/**
 * Personal API tokens through the app's API (session cookie): made once and shown once, kept as a
 * hash, listed with their state, revoked (then refused at once), expired (refused), bounded; and
 * administrators' list and revocation of anyone's, refused to everyone else.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_TOKEN_MAX_DAYS, API_TOKENS_PER_USER } from "../../../core/api-scopes";
import { API_TOKENS_ADMIN_DENIAL } from "../../../core/policy";
import { API_TOKEN_LIMIT_MESSAGE } from "../../../core/schemas/api-tokens";
import { apiTokens, auditEvents } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { TOKEN_REQUIRED } from "../../plugins/api-tokens";
import { testAppPerFile } from "../../test/test-app-per-file";

const t = testAppPerFile();

const create = (session: string, body: unknown) =>
  t.request({ method: "POST", url: "/api/account/tokens", session, body });
const listOwn = (session: string) => t.request({ method: "GET", url: "/api/account/tokens", session });
const v1Cards = (token: string) =>
  t.request({ method: "GET", url: "/api/v1/cards", headers: { authorization: `Bearer ${token}` } });

async function madeToken(session: string, scopes = ["cards:read"], name = "CI") {
  const response = await create(session, { name, scopes });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; token: string };
}

describe("creating a token", () => {
  it("answers 201 with the token once, keeps only its hash, and audits it", async () => {
    const user = await t.signedInUser(1);
    const response = await create(user.session, { name: "Zapier", scopes: ["cards:read", "analytics:read"] });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { id, token } = response.json();
    expect(token).toMatch(/^cfp_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.prefix).toBe(token.slice(0, 10));
    // The default expiry: 90 days.
    const days = (row!.expiresAt!.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const listed = await listOwn(user.session);
    expect(listed.body).not.toContain(token);
    expect(listed.json().tokens).toEqual([
      expect.objectContaining({
        id,
        name: "Zapier",
        status: "live",
        scopes: ["cards:read", "analytics:read"],
      }),
    ]);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.user.id));
    expect(audit.map((event) => event.action)).toContain("api-token-created");
    expect(await v1Cards(token).then((r) => r.statusCode)).toBe(200);
  });

  it("refuses a bad name, unknown or repeated scopes, and expiries out of range, with field messages", async () => {
    const user = await t.signedInUser(1);
    const cases: [unknown, string][] = [
      [{ name: "", scopes: ["cards:read"] }, "name"],
      [{ name: "x".repeat(101), scopes: ["cards:read"] }, "name"],
      [{ name: "A", scopes: [] }, "scopes"],
      [{ name: "A", scopes: ["cards:read", "cards:read"] }, "scopes"],
      [{ name: "A", scopes: ["cards:admin"] }, "scopes.0"],
      [{ name: "A", scopes: ["cards:read"], expiresInDays: API_TOKEN_MAX_DAYS + 1 }, "expiresInDays"],
      [{ name: "A", scopes: ["cards:read"], expiresInDays: 0 }, "expiresInDays"],
      [{ name: "A", scopes: ["cards:read"], expiresInDays: 2 ** 31 }, "expiresInDays"],
    ];
    for (const [body, field] of cases) {
      const response = await create(user.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.user.id))).toEqual([]);
  });

  it("is for signed-in people only", async () => {
    const response = await create("", { name: "A", scopes: ["cards:read"] });
    expect(response.statusCode).toBe(401);
  });

  it(`allows at most ${API_TOKENS_PER_USER} live tokens, counting revoked ones out`, async () => {
    const user = await t.signedInUser(1);
    await t.db.insert(apiTokens).values(
      Array.from({ length: API_TOKENS_PER_USER }, (_, i) => ({
        userId: user.user.id,
        name: `t${i}`,
        prefix: "cfp_xxxxxx",
        tokenHash: hashToken(`limit-${user.user.id}-${i}`),
        scopes: ["cards:read" as const],
      })),
    );
    const refused = await create(user.session, { name: "one more", scopes: ["cards:read"] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_TOKEN_LIMIT_MESSAGE);
    const [first] = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.user.id)).limit(1);
    expect(
      (await t.request({ method: "DELETE", url: `/api/account/tokens/${first!.id}`, session: user.session }))
        .statusCode,
    ).toBe(200);
    expect((await create(user.session, { name: "one more", scopes: ["cards:read"] })).statusCode).toBe(201);
  });
});

describe("revoking and expiry", () => {
  it("a revoked token is refused at once (401), and listed as revoked", async () => {
    const user = await t.signedInUser(1);
    const { id, token } = await madeToken(user.session);
    expect((await v1Cards(token)).statusCode).toBe(200);
    const revoked = await t.request({
      method: "DELETE",
      url: `/api/account/tokens/${id}`,
      session: user.session,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id, status: "revoked" });
    const refused = await v1Cards(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: TOKEN_REQUIRED });
    expect(refused.headers["www-authenticate"]).toBe('Bearer realm="api"');
    expect((await listOwn(user.session)).json().tokens[0]).toMatchObject({ id, status: "revoked" });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.revokedBy).toBe(user.user.id);
  });

  it("an expired token is refused (401) and listed as expired", async () => {
    const user = await t.signedInUser(1);
    const { id, token } = await madeToken(user.session);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    expect((await v1Cards(token)).statusCode).toBe(401);
    expect((await listOwn(user.session)).json().tokens[0]).toMatchObject({ id, status: "expired" });
  });

  it("someone else's token is not found for its owner's routes, and stays live", async () => {
    const owner = await t.signedInUser(1);
    const other = await t.signedInUser(4);
    const { id, token } = await madeToken(owner.session);
    const response = await t.request({
      method: "DELETE",
      url: `/api/account/tokens/${id}`,
      session: other.session,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "API token not found" });
    expect((await v1Cards(token)).statusCode).toBe(200);
    expect((await listOwn(other.session)).json().tokens).toEqual([]);
  });

  it("refuses ids out of range as bad input", async () => {
    const user = await t.signedInUser(1);
    for (const id of ["2147483648", "0", "abc"]) {
      const response = await t.request({
        method: "DELETE",
        url: `/api/account/tokens/${id}`,
        session: user.session,
      });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it("records when a token was last used", async () => {
    const user = await t.signedInUser(1);
    const { id, token } = await madeToken(user.session);
    expect((await listOwn(user.session)).json().tokens[0].lastUsedAt).toBeNull();
    await v1Cards(token);
    expect(
      (await listOwn(user.session)).json().tokens.find((row: { id: number }) => row.id === id).lastUsedAt,
    ).not.toBeNull();
  });
});

describe("administrators", () => {
  it("list everyone's tokens with their owners, page by page", async () => {
    const admin = await t.signedInUser(5);
    const owner = await t.signedInUser(2);
    const first = await madeToken(owner.session, ["cards:read"], "first");
    const second = await madeToken(owner.session, ["leads:read"], "second");
    const page = await t.request({
      method: "GET",
      url: "/api/admin/api-tokens?limit=1",
      session: admin.session,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("tokenHash");
    const body = page.json();
    expect(body.tokens).toEqual([
      expect.objectContaining({
        id: second.id,
        name: "second",
        owner: { id: owner.user.id, username: owner.user.username },
      }),
    ]);
    expect(body.nextBefore).toBe(second.id);
    const next = await t.request({
      method: "GET",
      url: `/api/admin/api-tokens?limit=1&before=${body.nextBefore}`,
      session: admin.session,
    });
    expect(next.json().tokens[0].id).toBe(first.id);
    for (const query of ["limit=0", "limit=101", "before=2147483648"]) {
      const bad = await t.request({
        method: "GET",
        url: `/api/admin/api-tokens?${query}`,
        session: admin.session,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("revoke anyone's token, audited with its owner", async () => {
    const admin = await t.signedInUser(5);
    const owner = await t.signedInUser(1);
    const { id, token } = await madeToken(owner.session);
    const response = await t.request({
      method: "DELETE",
      url: `/api/admin/api-tokens/${id}`,
      session: admin.session,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "revoked" });
    expect((await v1Cards(token)).statusCode).toBe(401);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, admin.user.id));
    expect(events.filter((event) => event.action === "api-token-revoked")).toEqual([
      expect.objectContaining({ subjectId: owner.user.id, details: { tokenId: id, name: "CI" } }),
    ]);
    const missing = await t.request({
      method: "DELETE",
      url: "/api/admin/api-tokens/2147483647",
      session: admin.session,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("are the only ones: level 4 and below are refused (403)", async () => {
    const editor = await t.signedInUser(4);
    const owner = await t.signedInUser(1);
    const { id, token } = await madeToken(owner.session);
    const list = await t.request({ method: "GET", url: "/api/admin/api-tokens", session: editor.session });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: API_TOKENS_ADMIN_DENIAL });
    const revoke = await t.request({
      method: "DELETE",
      url: `/api/admin/api-tokens/${id}`,
      session: editor.session,
    });
    expect(revoke.statusCode).toBe(403);
    expect((await v1Cards(token)).statusCode).toBe(200);
  });
});
