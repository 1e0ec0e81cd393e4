/**
 * The open API's leads: bearer tokens only, `leads:read` to list and read, `leads:write` to set
 * a status and notes; the token's user sees their own cards' leads (another's lead is 404), and
 * the list filters by card, status and change time, paged by a cursor.
 */
import { describe, expect, it } from "vitest";
import type { ApiScope } from "../../../core/api-scopes";
import type { Lead } from "../../../core/schemas/leads";
import { apiTokens } from "../../db/schema";
import { scopeMissing } from "../../plugins/api-tokens";
import type { TestUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { newApiToken } from "../api-tokens/token-format";
import { cardTestKit } from "../cards/card-test-kit";
import { recordLead } from "./record-lead";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

async function tokenOf(who: TestUser, scopes: ApiScope[]): Promise<string> {
  const made = newApiToken();
  await t.db
    .insert(apiTokens)
    .values({ userId: who.user.id, name: "test", prefix: made.prefix, tokenHash: made.tokenHash, scopes });
  return made.token;
}

const call = (token: string | undefined, method: "GET" | "PATCH", url: string, body?: unknown) =>
  t.request({ method, url, body, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("GET /api/v1/leads", () => {
  it("lists the token user's leads across their cards, filtered and paged, the least recently changed first", async () => {
    const me = await kit.signedIn(2, "v1");
    const other = await kit.signedIn(2, "v1other");
    const [one, two] = [await kit.cardOf(me), await kit.cardOf(me)];
    const othersCard = await kit.cardOf(other);
    const a = await recordLead(t.db, {
      cardId: one.id,
      kind: "exchange",
      email: "a@v1.test",
      at: new Date(Date.UTC(2026, 0, 1, 1)),
    });
    const b = await recordLead(t.db, {
      cardId: two.id,
      kind: "exchange",
      email: "b@v1.test",
      at: new Date(Date.UTC(2026, 0, 1, 2)),
    });
    const c = await recordLead(t.db, {
      cardId: one.id,
      kind: "exchange",
      email: "c@v1.test",
      at: new Date(Date.UTC(2026, 0, 1, 3)),
    });
    await recordLead(t.db, { cardId: othersCard.id, kind: "exchange", email: "x@v1.test" });
    const token = await tokenOf(me, ["leads:read"]);

    const all = await call(token, "GET", "/api/v1/leads");
    expect(all.statusCode).toBe(200);
    expect((all.json().leads as Lead[]).map((lead) => lead.id)).toEqual([a.lead.id, b.lead.id, c.lead.id]);

    const firstPage = (await call(token, "GET", "/api/v1/leads?limit=2")).json();
    expect(firstPage.leads).toHaveLength(2);
    expect(firstPage.nextCursor).toBe(b.lead.id);
    const rest = (await call(token, "GET", `/api/v1/leads?limit=2&cursor=${firstPage.nextCursor}`)).json();
    expect((rest.leads as Lead[]).map((lead) => lead.id)).toEqual([c.lead.id]);
    expect(rest.nextCursor).toBeNull();

    const ofCard = (await call(token, "GET", `/api/v1/leads?cardId=${two.id}`)).json();
    expect((ofCard.leads as Lead[]).map((lead) => lead.id)).toEqual([b.lead.id]);
    const since = (
      await call(
        token,
        "GET",
        `/api/v1/leads?updatedSince=${encodeURIComponent(c.lead.updatedAt.toISOString())}`,
      )
    ).json();
    expect((since.leads as Lead[]).map((lead) => lead.id)).toEqual([c.lead.id]);
    expect((await call(token, "GET", "/api/v1/leads?status=won")).json().leads).toEqual([]);

    expect((await call(token, "GET", `/api/v1/leads?cardId=${othersCard.id}`)).statusCode).toBe(403);
    expect((await call(token, "GET", "/api/v1/leads?limit=201")).statusCode).toBe(400);
    expect((await call(token, "GET", "/api/v1/leads?updatedSince=yesterday")).statusCode).toBe(400);
  });

  it("needs a token with leads:read; a session cookie is not one", async () => {
    const me = await kit.signedIn(2, "v1scope");
    expect((await call(undefined, "GET", "/api/v1/leads")).statusCode).toBe(401);
    const cookie = await t.request({ method: "GET", url: "/api/v1/leads", session: me.session });
    expect(cookie.statusCode).toBe(401);
    const cardsOnly = await call(await tokenOf(me, ["cards:read"]), "GET", "/api/v1/leads");
    expect(cardsOnly.statusCode).toBe(403);
    expect(cardsOnly.json().message).toBe(scopeMissing("leads:read"));
  });
});

describe("GET and PATCH /api/v1/leads/{id}", () => {
  it("reads and works the user's own lead; another's is 404; writing needs leads:write", async () => {
    const me = await kit.signedIn(2, "v1one");
    const other = await kit.signedIn(2, "v1two");
    const mine = await recordLead(t.db, {
      cardId: (await kit.cardOf(me)).id,
      kind: "exchange",
      email: "m@v1.test",
    });
    const theirs = await recordLead(t.db, {
      cardId: (await kit.cardOf(other)).id,
      kind: "exchange",
      email: "t@v1.test",
    });
    const reader = await tokenOf(me, ["leads:read"]);
    const writer = await tokenOf(me, ["leads:write"]);

    const read = await call(reader, "GET", `/api/v1/leads/${mine.lead.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: mine.lead.id, email: "m@v1.test", status: "new" });
    expect((await call(reader, "GET", `/api/v1/leads/${theirs.lead.id}`)).statusCode).toBe(404);

    const refused = await call(reader, "PATCH", `/api/v1/leads/${mine.lead.id}`, { status: "won" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(scopeMissing("leads:write"));
    const written = await call(writer, "PATCH", `/api/v1/leads/${mine.lead.id}`, {
      status: "won",
      notes: "Signed",
    });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ status: "won", notes: "Signed" });
    expect(
      (await call(writer, "PATCH", `/api/v1/leads/${theirs.lead.id}`, { status: "won" })).statusCode,
    ).toBe(404);
    expect(
      (await call(writer, "PATCH", `/api/v1/leads/${mine.lead.id}`, { status: "maybe" })).statusCode,
    ).toBe(400);
  });
});
