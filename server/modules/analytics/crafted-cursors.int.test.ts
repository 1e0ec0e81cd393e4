/**
 * Cursors a client made up, on each keyset-paged list (the views and submissions histories, the
 * salesbot conversations): days that do not exist, years the database refuses, ids past the id
 * column's type. Each is 400 'Invalid cursor' before any query, never a failed query's 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { salesbotConversations } from "../../db/schema";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { insertCard } from "../cards/repo";
import { analyticsTestKit } from "./analytics-test-kit";

const t = testAppPerFile();
let owner: SignedInUser;
let cardId: number;
beforeAll(async () => {
  // Level 2: the conversations are the salesbot's, which starts there.
  owner = await t.signedInUser(2, "cursors");
  cardId = (await insertCard(t.db, { userId: owner.user.id, slug: t.uniqueName("cursors"), name: "C" })).id;
  const at = new Date("2026-06-01T12:00:00Z");
  await views(cardId, [{ at }, { at }]);
  await submissions(cardId, [{ at, formData: { name: "Jane" } }]);
  await t.db.insert(salesbotConversations).values({ cardId, sessionId: "session-cursors-1", leadScore: 0 });
});

const { views, submissions } = analyticsTestKit(() => t);

const cursorOf = (text: string) => Buffer.from(text).toString("base64url");
const TIME = "2026-06-01T12:00:00.000000Z";

const ENDPOINTS = [
  ["views history", () => `/api/analytics/${cardId}/views`],
  ["submissions history", () => `/api/analytics/${cardId}/submissions`],
  ["conversations list", () => `/api/salesbot/${cardId}/conversations`],
] as const;

const BAD_CURSORS = [
  ["30 February", cursorOf("2024-02-30T10:00:00.000000Z|5")],
  ["29 February of a common year", cursorOf("2023-02-29T10:00:00.000000Z|5")],
  ["the year 0000", cursorOf("0000-01-01T00:00:00.000000Z|5")],
  ["24:00", cursorOf("2024-01-01T24:00:00.000000Z|5")],
  ["an id past bigint", cursorOf(`${TIME}|9223372036854775808`)],
  ["garbage", "bm90LWEtY3Vyc29y"],
] as const;

const get = (url: string) => t.request({ method: "GET", url, session: owner.session });

describe.each(ENDPOINTS)("the %s", (_name, url) => {
  it.each(BAD_CURSORS)("refuses a cursor of %s with 400 'Invalid cursor'", async (_what, cursor) => {
    const response = await get(`${url()}?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Invalid cursor", fields: { cursor: "Invalid cursor" } });
  });

  it("refuses a cursor longer than any the server makes, with the same message", async () => {
    const response = await get(`${url()}?cursor=${"A".repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Invalid cursor", fields: { cursor: "Invalid cursor" } });
  });

  it("takes a real cursor before every row and answers an empty page", async () => {
    const response = await get(`${url()}?cursor=${cursorOf("1970-01-01T00:00:00.000000Z|1")}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items ?? body.conversations).toEqual([]);
    expect(body.nextCursor).toBeNull();
  });
});

describe("an id of 9223372036854775807 (bigint's largest)", () => {
  const largest = cursorOf(`${TIME}|9223372036854775807`);

  it("pages the histories, whose ids are bigint", async () => {
    const response = await get(`/api/analytics/${cardId}/views?cursor=${largest}`);
    expect(response.statusCode).toBe(200);
    // Both views happened at TIME with smaller ids: both are older than (TIME, the largest id).
    expect(response.json().items).toHaveLength(2);
  });

  it("is refused by the conversations list, whose ids are integer", async () => {
    const response = await get(`/api/salesbot/${cardId}/conversations?cursor=${largest}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid cursor");
    const integerLargest = cursorOf(`${TIME}|2147483647`);
    expect((await get(`/api/salesbot/${cardId}/conversations?cursor=${integerLargest}`)).statusCode).toBe(
      200,
    );
  });
});
