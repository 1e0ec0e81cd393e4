/**
 * Every NFC tag route answers hostile input with a 4xx, never a 500: card ids beyond the column,
 * junk tag ids, megabyte and over-long labels, junk query values, another user's session, and no
 * session at all.
 */
import { describe, expect, it } from "vitest";
import type { TestRequest } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

const BEYOND = "2147483648";
const MEGABYTE = "x".repeat(1024 * 1024);
const JUNK_TAG_IDS = [BEYOND, "ABCDEFGH", "abc", "abcdefgh0", "%00%00%00%00%00%00%00%00", "l1l1l1l1"];

const ROUTES: Array<[TestRequest["method"], string]> = [
  ["GET", "/api/business-cards/:cardId/tags"],
  ["POST", "/api/business-cards/:cardId/tags"],
  ["PUT", "/api/tags/:tagId"],
  ["PATCH", "/api/tags/:tagId"],
  ["DELETE", "/api/tags/:tagId"],
];

describe("the NFC tag routes under hostile input", () => {
  it("refuse ids beyond the column, junk tag ids and huge bodies with a 4xx, with and without a session", async () => {
    const owner = await kit.signedIn(5, "bounds");
    const answers: string[] = [];
    for (const [method, path] of ROUTES) {
      const ids = path.includes(":cardId") ? [BEYOND, "-1", "1.5", "abc"] : JUNK_TAG_IDS;
      const bodies =
        method === "GET" || method === "DELETE"
          ? [undefined]
          : [
              { label: MEGABYTE, cardId: BEYOND },
              { label: "x".repeat(61), cardId: Number(BEYOND) },
              { cardId: -1 },
            ];
      for (const id of ids) {
        for (const body of bodies) {
          for (const credentials of [{ session: owner.session }, {}]) {
            const url = path.replace(/:cardId|:tagId/, id);
            const response = await t.request({ method, url, body, ...credentials });
            if (response.statusCode < 400 || response.statusCode >= 500) {
              answers.push(`${method} ${url} → ${response.statusCode}: ${response.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it("refuse long and empty labels and a target beyond the column as bad input", async () => {
    const owner = await kit.signedIn(1, "bounds");
    const card = await kit.cardOf(owner);
    const tags = `/api/business-cards/${card.id}/tags`;
    for (const label of ["x".repeat(61), "   ", "", MEGABYTE]) {
      const response = await t.request({
        method: "POST",
        url: tags,
        session: owner.session,
        body: { label },
      });
      expect([400, 413]).toContain(response.statusCode);
    }
    const { id } = (
      await t.request({ method: "POST", url: tags, session: owner.session, body: { label: "Badge" } })
    ).json();
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { label: "x".repeat(61) },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.label).toBe("The label must be at most 60 characters");
    const beyond = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { cardId: Number(BEYOND) },
    });
    expect(beyond.statusCode).toBe(400);
    for (const query of [
      "?unassigned=yes",
      `?unassigned=${"x".repeat(5000)}`,
      "?unassigned=true&unassigned=false",
    ]) {
      const response = await t.request({ method: "GET", url: `/api/tags${query}`, session: owner.session });
      expect(response.statusCode).toBe(400);
    }
  });

  it("need a session, and keep one user's tags and cards from another", async () => {
    const owner = await kit.signedIn(2, "bounds");
    const stranger = await kit.signedIn(2, "bounds");
    const card = await kit.cardOf(owner);
    const strangersCard = await kit.cardOf(stranger);
    const tags = `/api/business-cards/${card.id}/tags`;
    const { id } = (
      await t.request({ method: "POST", url: tags, session: owner.session, body: { label: "Badge" } })
    ).json();

    const anonymous = [
      await t.request({ method: "GET", url: tags }),
      await t.request({ method: "POST", url: tags, body: { label: "Mine" } }),
      await t.request({ method: "GET", url: "/api/tags" }),
      await t.request({ method: "PUT", url: `/api/tags/${id}`, body: { cardId: card.id } }),
      await t.request({ method: "PATCH", url: `/api/tags/${id}`, body: { label: "Mine" } }),
      await t.request({ method: "DELETE", url: `/api/tags/${id}` }),
    ];
    expect(anonymous.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);

    const refused = [
      await t.request({ method: "GET", url: tags, session: stranger.session }),
      await t.request({ method: "POST", url: tags, session: stranger.session, body: { label: "Mine" } }),
      await t.request({
        method: "PUT",
        url: `/api/tags/${id}`,
        session: stranger.session,
        body: { cardId: strangersCard.id },
      }),
      await t.request({
        method: "PATCH",
        url: `/api/tags/${id}`,
        session: stranger.session,
        body: { label: "Mine" },
      }),
      await t.request({ method: "DELETE", url: `/api/tags/${id}`, session: stranger.session }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    const unknownCard = await t.request({
      method: "GET",
      url: "/api/business-cards/2147483647/tags",
      session: owner.session,
    });
    expect(unknownCard.statusCode).toBe(404);
    const unknownTag = await t.request({
      method: "DELETE",
      url: "/api/tags/zzzzzzzz",
      session: owner.session,
    });
    expect(unknownTag.statusCode).toBe(404);
    const strangersList = await t.request({ method: "GET", url: "/api/tags", session: stranger.session });
    expect(strangersList.json().tags).toEqual([]);
  });
});
