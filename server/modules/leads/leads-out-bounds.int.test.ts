/**
 * Every route of the inbox, the exchange, API tokens, the open API and webhooks answers hostile
 * input with a 4xx (a list without an id or a body may answer its query's defaults), never a 500: ids beyond the column, bodies nested 10,000 deep, megabyte strings,
 * another user's session or token, and no credentials at all.
 */
import { describe, expect, it } from "vitest";
import type { TestRequest } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { IPHONE_SAFARI } from "../tracking/tracking-test-kit";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

const ROUTES: Array<[TestRequest["method"], string]> = [
  ["GET", "/api/account/tokens"],
  ["POST", "/api/account/tokens"],
  ["DELETE", "/api/account/tokens/:id"],
  ["GET", "/api/admin/api-tokens"],
  ["DELETE", "/api/admin/api-tokens/:id"],
  ["POST", "/api/card-exchange"],
  ["GET", "/api/cards/:id/exchange"],
  ["PUT", "/api/cards/:id/exchange"],
  ["DELETE", "/api/hubspot"],
  ["GET", "/api/hubspot"],
  ["POST", "/api/hubspot/connect"],
  ["GET", "/api/hubspot/deliveries"],
  ["GET", "/api/leads"],
  ["GET", "/api/leads/:id"],
  ["PATCH", "/api/leads/:id"],
  ["GET", "/api/leads/export"],
  ["GET", "/api/v1/cards"],
  ["POST", "/api/v1/cards"],
  ["DELETE", "/api/v1/cards/:id"],
  ["GET", "/api/v1/cards/:id"],
  ["PATCH", "/api/v1/cards/:id"],
  ["GET", "/api/v1/cards/:id/analytics"],
  ["GET", "/api/v1/leads"],
  ["GET", "/api/v1/leads/:id"],
  ["PATCH", "/api/v1/leads/:id"],
  ["GET", "/api/v1/webhooks"],
  ["POST", "/api/v1/webhooks"],
  ["DELETE", "/api/v1/webhooks/:id"],
  ["GET", "/api/v1/webhooks/:id"],
  ["PATCH", "/api/v1/webhooks/:id"],
  ["GET", "/api/v1/webhooks/:id/deliveries"],
  ["POST", "/api/v1/webhooks/:id/rotate-secret"],
  ["POST", "/api/v1/webhooks/:id/test"],
  ["GET", "/api/webhooks"],
  ["POST", "/api/webhooks"],
  ["DELETE", "/api/webhooks/:id"],
  ["GET", "/api/webhooks/:id"],
  ["PATCH", "/api/webhooks/:id"],
  ["GET", "/api/webhooks/:id/deliveries"],
  ["POST", "/api/webhooks/:id/rotate-secret"],
  ["POST", "/api/webhooks/:id/test"],
];

const BEYOND = "2147483648";
const MEGABYTE = "x".repeat(1024 * 1024);
const deep = (levels: number) => JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`) as unknown;
const HUGE_FIELDS = {
  name: MEGABYTE,
  email: MEGABYTE,
  url: `https://${MEGABYTE}`,
  notes: MEGABYTE,
  status: MEGABYTE,
  events: [MEGABYTE],
  scopes: [MEGABYTE],
  cardId: BEYOND,
  consent: true,
  consentText: MEGABYTE,
  token: MEGABYTE,
};
const QUERIES = `?cardId=${BEYOND}&organizationId=${BEYOND}&q=${"%25".repeat(2000)}&cursor=${"z".repeat(5000)}&limit=${BEYOND}&status=${"s".repeat(300)}`;

/** A card and a token of one user, used as another user's by a second one. */
async function actors() {
  const owner = await t.signedInUser(5, "bounds");
  const stranger = await t.signedInUser(2, "bounds");
  const created = await t.request({
    method: "POST",
    url: "/api/account/tokens",
    session: stranger.session,
    body: {
      name: "bounds",
      scopes: ["cards:read", "cards:write", "leads:read", "leads:write", "analytics:read", "webhooks:manage"],
    },
  });
  expect(created.statusCode).toBe(201);
  return { owner, stranger, token: created.json().token as string };
}

describe("issue 38's routes under hostile input", () => {
  it("answer every id beyond the column, megabyte string and deep body with a 4xx, with and without credentials", async () => {
    const { owner, token } = await actors();
    const answers: string[] = [];
    for (const [method, path] of ROUTES) {
      const url = path.replace(/:id/g, BEYOND);
      const bodies = method === "GET" || method === "DELETE" ? [undefined] : [deep(10_000), HUGE_FIELDS];
      for (const body of bodies) {
        for (const credentials of [
          { session: owner.session },
          { headers: { authorization: `Bearer ${token}` } },
          {},
        ]) {
          for (const target of [url, `${url}${QUERIES}`]) {
            const response = await t.request({ method, url: target, body, ...credentials });
            // A route with neither an id nor a body has nothing hostile to refuse but its query.
            const hostile = path.includes(":id") || body !== undefined;
            if (response.statusCode >= 500 || (hostile && response.statusCode < 400)) {
              answers.push(`${method} ${path} → ${response.statusCode}: ${response.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it("keep one user's cards, leads and endpoints from another user's session and token", async () => {
    const { owner, stranger, token } = await actors();
    const cardId = (await kit.cardOf(owner, { name: "Owner's card" })).id;
    const exchange = await t.request({
      method: "POST",
      url: "/api/card-exchange",
      body: { cardId, name: "Visitor", email: "visitor@example.com", consent: true },
      headers: { "user-agent": IPHONE_SAFARI },
    });
    expect(exchange.statusCode).toBe(201);
    const leads = await t.request({
      method: "GET",
      url: `/api/leads?cardId=${cardId}`,
      session: owner.session,
    });
    const leadId = leads.json().leads[0].id as number;
    const hook = await t.request({
      method: "POST",
      url: "/api/webhooks",
      session: owner.session,
      body: { url: "https://receiver.example/hook", events: ["lead.created"] },
    });
    expect(hook.statusCode).toBe(201);
    const hookId = hook.json().id as number;
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const refused = [
      await t.request({ method: "GET", url: `/api/leads/${leadId}`, session: stranger.session }),
      await t.request({
        method: "PATCH",
        url: `/api/leads/${leadId}`,
        session: stranger.session,
        body: { status: "won" },
      }),
      await t.request({ method: "GET", url: `/api/leads?cardId=${cardId}`, session: stranger.session }),
      await t.request({
        method: "PUT",
        url: `/api/cards/${cardId}/exchange`,
        session: stranger.session,
        body: { enabled: false, consentText: "Mine now" },
      }),
      await t.request({ method: "GET", url: `/api/webhooks/${hookId}`, session: stranger.session }),
      await t.request({ method: "DELETE", url: `/api/webhooks/${hookId}`, session: stranger.session }),
      await t.request({ method: "GET", url: `/api/v1/leads/${leadId}`, ...bearer }),
      await t.request({
        method: "PATCH",
        url: `/api/v1/leads/${leadId}`,
        ...bearer,
        body: { status: "won" },
      }),
      await t.request({ method: "GET", url: `/api/v1/cards/${cardId}`, ...bearer }),
      await t.request({ method: "DELETE", url: `/api/v1/cards/${cardId}`, ...bearer }),
      await t.request({ method: "GET", url: `/api/v1/webhooks/${hookId}`, ...bearer }),
    ];
    // Each is refused as the app refuses it: 403 where the rule names the card, 404 elsewhere.
    expect(refused.map((response) => response.statusCode)).toEqual(
      refused.map((response) => (response.statusCode === 403 ? 403 : 404)),
    );
    const still = await t.request({ method: "GET", url: `/api/leads/${leadId}`, session: owner.session });
    expect(still.json().lead.status).toBe("new");
  });
});
