/**
 * Ids that cannot name a row (beyond what an integer column holds, 2^31 - 1, below 1, not
 * whole, not numbers) are bad input, answered with 400 and the id's message, on every route
 * that takes one in its path or body: never a database error answered as 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "../../core/schemas/ids";
import { cardTestKit } from "../modules/cards/card-test-kit";
import { createTestApp, type TestApp, type TestRequest } from "../test/harness";

let t: TestApp;
const kit = cardTestKit(() => t);
let admin: Awaited<ReturnType<typeof kit.signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.signedIn(5, "admin");
});
afterAll(() => t?.close());

/** Beyond the column, below 1, not whole, not a number at all. */
const NOT_AN_ID = [
  String(MAX_ID + 1),
  "99999999999999999999",
  "9007199254740993",
  "1e30",
  "0",
  "-1",
  `-${MAX_ID + 1}`,
  "1.5",
  "abc",
  "NaN",
  "Infinity",
];

interface IdCase {
  name: string;
  request: (id: string) => Omit<TestRequest, "session">;
  message: string;
}

const CARD_ID = "Card id must be a positive whole number";
const USER_ID = "User id must be a positive whole number";

const CASES: IdCase[] = [
  {
    name: "GET /api/business-cards/{id}",
    request: (id) => ({ method: "GET", url: `/api/business-cards/${id}` }),
    message: CARD_ID,
  },
  {
    name: "PUT /api/business-cards/{id}",
    request: (id) => ({ method: "PUT", url: `/api/business-cards/${id}`, body: { name: "x" } }),
    message: CARD_ID,
  },
  {
    name: "DELETE /api/business-cards/{id}",
    request: (id) => ({ method: "DELETE", url: `/api/business-cards/${id}` }),
    message: CARD_ID,
  },
  {
    name: "GET /api/business-cards/user/{id}",
    request: (id) => ({ method: "GET", url: `/api/business-cards/user/${id}` }),
    message: USER_ID,
  },
  {
    name: "PUT /api/users/{id}",
    request: (id) => ({
      method: "PUT",
      url: `/api/users/${id}`,
      body: { username: "someone", fullName: "Some One", email: "some@one.test", phone: "" },
    }),
    message: USER_ID,
  },
  {
    name: "PATCH /api/users/{id}",
    request: (id) => ({ method: "PATCH", url: `/api/users/${id}`, body: { fullName: "Some One" } }),
    message: USER_ID,
  },
  {
    name: "DELETE /api/users/{id}",
    request: (id) => ({ method: "DELETE", url: `/api/users/${id}` }),
    message: USER_ID,
  },
  {
    name: "GET /api/vcard/{cardId}",
    request: (id) => ({ method: "GET", url: `/api/vcard/${id}` }),
    message: CARD_ID,
  },
  {
    name: "POST /api/business-cards with userId",
    request: (id) => ({
      method: "POST",
      url: "/api/business-cards",
      body: { name: "x", userId: Number(id) },
    }),
    message: USER_ID,
  },
  ...(["/api/users/bulk", "/api/users/bulk/check"] as const).map((url) => ({
    name: `POST ${url} with organizationId`,
    request: (id: string) => ({
      method: "POST" as const,
      url,
      body: { users: [{ username: "someone" }], organizationId: Number(id) },
    }),
    message: "Organisation id must be a positive whole number",
  })),
  {
    name: "POST /api/card-views",
    request: (id) => ({ method: "POST", url: "/api/card-views", body: { cardId: Number(id) } }),
    message: "cardId must be a positive whole number",
  },
];

describe.each(CASES)("$name", ({ request, message }) => {
  it.each(NOT_AN_ID)("answers id %s with 400 and the id's message", async (id) => {
    // In a body the id is sent as a JSON number (null where it cannot be one: NaN, Infinity).
    const response = await t.request({ ...request(id), session: admin.session });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.values(response.json().fields ?? { message: response.json().message })).toContain(message);
  });

  it("still takes the largest id a column holds (and finds nothing there)", async () => {
    const response = await t.request({ ...request(String(MAX_ID)), session: admin.session });
    expect(response.statusCode, response.body).not.toBe(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
