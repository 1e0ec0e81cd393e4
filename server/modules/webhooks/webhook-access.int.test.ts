/**
 * Who may manage which webhook endpoint, through the app's routes and the open API's: level 2
 * and up for one's own, an organisation's owners and admins for its endpoints; another user's
 * endpoint is 404 on every route; the open API needs the `webhooks:manage` scope (403 without,
 * 401 without a token); input is checked with clear messages; the per-owner limit holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiScope } from "../../../core/api-scopes";
import { ORG_WEBHOOKS_DENIAL, WEBHOOKS_DENIAL } from "../../../core/policy";
import { WEBHOOK_ENDPOINTS_PER_OWNER } from "../../../core/webhook-events";
import { apiTokens } from "../../db/schema/api-tokens";
import { createTestApp, type SignedInUser, type TestApp } from "../../test/harness";
import { newApiToken } from "../api-tokens/token-format";
import { orgTestKit } from "../organizations/org-test-kit";
import { endpointLimitMessage, TEST_EVENTS_BUSY } from "./service";

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let endpointId: number;
const URL = "https://hooks.example.com/cardfolio";

beforeAll(async () => {
  t = await createTestApp({ OUTBOUND_ALLOWLIST: "receiver.internal" });
  owner = await t.signedInUser(2, "hookowner");
  other = await t.signedInUser(4, "hookother");
  const created = await t.request({
    method: "POST",
    url: "/api/webhooks",
    session: owner.session,
    body: { url: URL, events: ["lead.created"], description: "CRM" },
  });
  expect(created.statusCode).toBe(201);
  endpointId = created.json().id;
});

afterAll(async () => {
  await t?.close();
});

async function tokenOf(who: SignedInUser, scopes: ApiScope[]): Promise<string> {
  const made = newApiToken();
  await t.db.insert(apiTokens).values({
    userId: who.user.id,
    name: "test",
    prefix: made.prefix,
    tokenHash: made.tokenHash,
    scopes,
  });
  return made.token;
}

/** Every route of an endpoint, under `prefix`. */
const routes = (prefix: string, id: number) =>
  [
    ["GET", `${prefix}/${id}`, undefined],
    ["PATCH", `${prefix}/${id}`, { description: "mine now" }],
    ["DELETE", `${prefix}/${id}`, undefined],
    ["GET", `${prefix}/${id}/deliveries`, undefined],
    ["POST", `${prefix}/${id}/test`, undefined],
    ["POST", `${prefix}/${id}/rotate-secret`, undefined],
  ] as const;

describe("the app's routes", () => {
  it("list the owner's endpoints without a secret", async () => {
    const listed = await t.request({ method: "GET", url: "/api/webhooks", session: owner.session });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().webhooks).toEqual([
      expect.objectContaining({
        id: endpointId,
        url: URL,
        events: ["lead.created"],
        enabled: true,
        description: "CRM",
      }),
    ]);
    expect(listed.body).not.toContain("whsec_");
    expect(listed.body).not.toContain("secret");
  });

  it("answer 404 for another user's endpoint on every route, changing nothing", async () => {
    for (const [method, url, body] of routes("/api/webhooks", endpointId)) {
      const answer = await t.request({ method, url, body, session: other.session });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().message).toBe("No such webhook.");
    }
    const still = await t.request({
      method: "GET",
      url: `/api/webhooks/${endpointId}`,
      session: owner.session,
    });
    expect(still.json().description).toBe("CRM");
    const otherList = await t.request({ method: "GET", url: "/api/webhooks", session: other.session });
    expect(otherList.json().webhooks).toEqual([]);
  });

  it("are refused below level 2, and without a session", async () => {
    const basic = await t.signedInUser(1, "hookbasic");
    const listed = await t.request({ method: "GET", url: "/api/webhooks", session: basic.session });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toBe(WEBHOOKS_DENIAL);
    const created = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: basic.session,
      body: { url: URL, events: ["lead.created"] },
    });
    expect(created.statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/webhooks" })).statusCode).toBe(401);
  });

  it("check the URL and events with clear messages", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ url: "ftp://example.com/x", events: ["lead.created"] }, "url", "The URL must start with https://"],
      [
        { url: "not a url", events: ["lead.created"] },
        "url",
        "Enter a full URL, such as https://example.com/hooks",
      ],
      [
        { url: "https://user:pw@example.com/x", events: ["lead.created"] },
        "url",
        "The URL must not contain a user name or password",
      ],
      [
        { url: `https://example.com/${"a".repeat(2000)}`, events: ["lead.created"] },
        "url",
        "The URL must be at most 2,000 characters",
      ],
      [{ url: URL, events: [] }, "events", "Choose at least one event"],
      [{ url: URL, events: ["lead.created", "lead.created"] }, "events", "Each event can be chosen once"],
    ];
    for (const [body, field, message] of cases) {
      const answer = await t.request({ method: "POST", url: "/api/webhooks", session: owner.session, body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields[field]).toBe(message);
    }
    const plain = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: owner.session,
      body: { url: "http://hooks.example.com/x", events: ["lead.created"] },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields.url).toContain("OUTBOUND_ALLOWLIST");
    // Plain http to an allowlisted host is fine.
    const allowed = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: owner.session,
      body: { url: "http://receiver.internal:8080/x", events: ["form.submitted"] },
    });
    expect(allowed.statusCode).toBe(201);
    await t.request({ method: "DELETE", url: `/api/webhooks/${allowed.json().id}`, session: owner.session });
  });

  it("hold the per-owner limit", async () => {
    const user = await t.signedInUser(2, "hooklimit");
    for (let i = 0; i < WEBHOOK_ENDPOINTS_PER_OWNER; i++) {
      const made = await t.request({
        method: "POST",
        url: "/api/webhooks",
        session: user.session,
        body: { url: `${URL}/${i}`, events: ["lead.created"] },
      });
      expect(made.statusCode).toBe(201);
    }
    const over = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: user.session,
      body: { url: URL, events: ["lead.created"] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(endpointLimitMessage);
  });

  it("send at most a few test events a minute to one endpoint", async () => {
    const made = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: owner.session,
      body: { url: URL, events: ["lead.created"] },
    });
    const id = made.json().id as number;
    const send = () => t.request({ method: "POST", url: `/api/webhooks/${id}/test`, session: owner.session });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(202);
    const busy = await send();
    expect(busy.statusCode).toBe(429);
    expect(busy.json().message).toBe(TEST_EVENTS_BUSY);
    await t.request({ method: "DELETE", url: `/api/webhooks/${id}`, session: owner.session });
  });

  it("turn an endpoint off, failing what was pending, and delete it", async () => {
    const made = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: owner.session,
      body: { url: URL, events: ["lead.created"] },
    });
    const id = made.json().id as number;
    const off = await t.request({
      method: "PATCH",
      url: `/api/webhooks/${id}`,
      session: owner.session,
      body: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: null });
    const test = await t.request({ method: "POST", url: `/api/webhooks/${id}/test`, session: owner.session });
    expect(test.statusCode).toBe(409);
    const gone = await t.request({ method: "DELETE", url: `/api/webhooks/${id}`, session: owner.session });
    expect(gone.statusCode).toBe(200);
    expect(
      (await t.request({ method: "GET", url: `/api/webhooks/${id}`, session: owner.session })).statusCode,
    ).toBe(404);
  });
});

describe("organisation endpoints", () => {
  it("are registered and managed by the organisation's owners and admins only", async () => {
    const orgs = orgTestKit(t);
    const { org, admin: root } = await orgs.newOrganization("hooks");
    const orgAdmin = await orgs.memberOf(org.id, root, "admin", 2);
    const member = await orgs.memberOf(org.id, root, "member", 2);
    const body = { url: URL, events: ["lead.created"], organizationId: org.id };
    const byMember = await t.request({ method: "POST", url: "/api/webhooks", session: member.session, body });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ORG_WEBHOOKS_DENIAL);
    const byOutsider = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: owner.session,
      body,
    });
    expect(byOutsider.statusCode).toBe(403);
    const created = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: orgAdmin.session,
      body,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    // The organisation's other managers see it (the level-5 administrator too); its members do not.
    const secondAdmin = await orgs.memberOf(org.id, root, "owner", 2);
    const listed = await t.request({ method: "GET", url: "/api/webhooks", session: secondAdmin.session });
    expect(listed.json().webhooks.map((w: { id: number }) => w.id)).toContain(id);
    expect(
      (await t.request({ method: "GET", url: `/api/webhooks/${id}`, session: root.session })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: "GET", url: `/api/webhooks/${id}`, session: member.session })).statusCode,
    ).toBe(404);
    const missing = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: orgAdmin.session,
      body: { ...body, organizationId: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("the open API", () => {
  it("needs a token: 401 without one", async () => {
    const answer = await t.request({ method: "GET", url: "/api/v1/webhooks" });
    expect(answer.statusCode).toBe(401);
    // A session is not read under /api/v1.
    expect(
      (await t.request({ method: "GET", url: "/api/v1/webhooks", session: owner.session })).statusCode,
    ).toBe(401);
  });

  it("needs the webhooks:manage scope on every route: 403 without it", async () => {
    const token = await tokenOf(owner, ["leads:read"]);
    const all = [
      ["GET", "/api/v1/webhooks", undefined],
      ["POST", "/api/v1/webhooks", { url: URL, events: ["lead.created"] }],
      ...routes("/api/v1/webhooks", endpointId),
    ] as const;
    for (const [method, url, body] of all) {
      const answer = await t.request({ method, url, body, headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().message).toBe("This API token does not have the 'webhooks:manage' scope.");
    }
  });

  it("registers, reads, logs, tests, rotates and deletes with the scope", async () => {
    const token = await tokenOf(owner, ["webhooks:manage"]);
    const auth = { authorization: `Bearer ${token}` };
    const created = await t.request({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: auth,
      body: { url: URL, events: ["lead.created", "card.updated"] },
    });
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/webhooks/${id}`, headers: auth })).json(),
    ).toMatchObject({
      id,
      url: URL,
      events: ["lead.created", "card.updated"],
    });
    const test = await t.request({ method: "POST", url: `/api/v1/webhooks/${id}/test`, headers: auth });
    expect(test.statusCode).toBe(202);
    const log = await t.request({
      method: "GET",
      url: `/api/v1/webhooks/${id}/deliveries?limit=10`,
      headers: auth,
    });
    expect(log.json().deliveries).toHaveLength(1);
    const badPage = await t.request({
      method: "GET",
      url: `/api/v1/webhooks/${id}/deliveries?limit=1000`,
      headers: auth,
    });
    expect(badPage.statusCode).toBe(400);
    const rotated = await t.request({
      method: "POST",
      url: `/api/v1/webhooks/${id}/rotate-secret`,
      headers: auth,
    });
    expect(rotated.json().secret).not.toBe(secret);
    const shown = await t.request({ method: "GET", url: `/api/v1/webhooks/${id}`, headers: auth });
    expect(shown.json().previousSecretExpiresAt).not.toBeNull();
    // Another user's token cannot reach it.
    const otherToken = await tokenOf(other, ["webhooks:manage"]);
    const foreign = await t.request({
      method: "GET",
      url: `/api/v1/webhooks/${id}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.request({ method: "DELETE", url: `/api/v1/webhooks/${id}`, headers: auth })).statusCode,
    ).toBe(200);
  });

  it("keeps the level rule for a token of a level-1 user", async () => {
    const basic = await t.signedInUser(1, "hooktoken");
    const token = await tokenOf(basic, ["webhooks:manage"]);
    const answer = await t.request({
      method: "GET",
      url: "/api/v1/webhooks",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(WEBHOOKS_DENIAL);
  });
});
