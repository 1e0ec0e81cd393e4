/**
 * Every route that takes a body answers bad input with a 4xx and a message, never a 500,
 * and changes nothing (400 bad input, 413 too large, 415 wrong type).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allUsers, sessionCount } from "../test/db-state";
import { createTestApp, type TestApp, type TestRequest, type TestUser } from "../test/harness";
import { JSON_CHARSET_UNSUPPORTED, JSON_MAX_DEPTH, JSON_TOO_DEEP } from "./json-body";

let t: TestApp;
let subject: TestUser & { session: string };
beforeAll(async () => {
  // Sign-up open, so a register body that slipped through would show up as a new user.
  t = await createTestApp({ ALLOW_SIGNUP: "true" });
  const account = await t.createUser({ username: "subject" });
  subject = { ...account, session: await t.signIn(account.user.username, account.password) };
});
afterAll(() => t?.close());

interface RouteCase {
  name: string;
  method: TestRequest["method"];
  url: () => string;
  signedIn: boolean;
  /** A body the route would accept; undefined for routes that take none. */
  validBody?: () => Record<string, string>;
}

const ROUTES: RouteCase[] = [
  {
    name: "POST /api/login",
    method: "POST",
    url: () => "/api/login",
    signedIn: false,
    validBody: () => ({ username: subject.user.username, password: subject.password }),
  },
  {
    name: "POST /api/register",
    method: "POST",
    url: () => "/api/register",
    signedIn: false,
    validBody: () => ({
      username: "newcomer",
      fullName: "New Comer",
      email: "newcomer@example.org",
      phone: "123",
      password: "secret-password",
    }),
  },
  {
    name: "POST /api/reset-password",
    method: "POST",
    url: () => "/api/reset-password",
    signedIn: false,
    validBody: () => ({ email: subject.user.email }),
  },
  {
    name: "POST /api/reset-password/confirm",
    method: "POST",
    url: () => "/api/reset-password/confirm",
    signedIn: false,
    validBody: () => ({ token: "some-token", newPassword: "new-password" }),
  },
  {
    name: "POST /api/claims/{token}",
    method: "POST",
    url: () => `/api/claims/${"A".repeat(43)}`,
    signedIn: false,
    validBody: () => ({ password: "new-password" }),
  },
  {
    name: "POST /api/organizations/{orgId}/claims",
    method: "POST",
    url: () => "/api/organizations/1/claims",
    signedIn: true,
    validBody: () => ({ username: "invitee", fullName: "In Vitee", email: "invitee@example.org" }),
  },
  {
    name: "POST /api/update-password",
    method: "POST",
    url: () => "/api/update-password",
    signedIn: true,
    validBody: () => ({ currentPassword: subject.password, newPassword: "new-password" }),
  },
  {
    name: "PUT /api/users/{id}",
    method: "PUT",
    url: () => `/api/users/${subject.user.id}`,
    signedIn: true,
    validBody: () => ({ username: "renamed", fullName: "Renamed", email: "renamed@example.org", phone: "1" }),
  },
  {
    name: "DELETE /api/user",
    method: "DELETE",
    url: () => "/api/user",
    signedIn: true,
    validBody: () => ({ password: subject.password }),
  },
  { name: "POST /api/logout", method: "POST", url: () => "/api/logout", signedIn: true },
];

const JSON_TYPE = { "content-type": "application/json" };
const ONE_MEGABYTE = 1024 * 1024;

describe.each(ROUTES)("$name", (route) => {
  const send = (body: unknown, headers?: Record<string, string>) =>
    t.request({
      method: route.method,
      url: route.url(),
      body,
      headers,
      session: route.signedIn ? subject.session : undefined,
    });

  /** Proves a refused request left users, sessions and the mail outbox as they were. */
  async function expectNothingChanged(refuse: () => Promise<void>): Promise<void> {
    const [users, sessions, mails] = [await allUsers(t.db), await sessionCount(t.db), t.mails.length];
    await refuse();
    expect(await allUsers(t.db)).toEqual(users);
    expect(await sessionCount(t.db)).toBe(sessions);
    expect(t.mails).toHaveLength(mails);
  }

  it("answers malformed JSON with 400", () =>
    expectNothingChanged(async () => {
      const response = await send('{"username": "half', JSON_TYPE);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
    }));

  it("answers a text/plain body with 415", () =>
    expectNothingChanged(async () => {
      const body = JSON.stringify(route.validBody?.() ?? {});
      const response = await send(body, { "content-type": "text/plain" });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: "Unsupported content type. Send JSON (application/json)." });
    }));

  it("answers a 1 MB username with 413", () =>
    expectNothingChanged(async () => {
      const response = await send({ ...route.validBody?.(), username: "a".repeat(ONE_MEGABYTE) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "The request body is too large." });
    }));

  it("answers a body nested 10,000 levels deep with 400 naming the limit", () =>
    expectNothingChanged(async () => {
      const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
      const response = await send(deep, JSON_TYPE);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: JSON_TOO_DEEP });
    }));

  it("answers JSON declared in a charset other than UTF-8 with 415", () =>
    expectNothingChanged(async () => {
      const body = JSON.stringify(route.validBody?.() ?? {});
      const response = await send(body, { "content-type": "application/json; charset=utf-16" });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: JSON_CHARSET_UNSUPPORTED });
    }));

  it("answers an empty JSON body with 400", () =>
    expectNothingChanged(async () => {
      const response = await send("", JSON_TYPE);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "The request body is empty." });
    }));

  if (!route.validBody) return;
  const validBody = route.validBody;

  it("answers numbers in place of strings with 400 naming every field", () =>
    expectNothingChanged(async () => {
      const numbers = Object.fromEntries(Object.keys(validBody()).map((key) => [key, 12345]));
      const response = await send(numbers);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(Object.keys(numbers).sort());
    }));

  it("answers a missing body, null or an array with 400", () =>
    expectNothingChanged(async () => {
      for (const body of [undefined, "null", "[1,2]"]) {
        const response = await send(body, body === undefined ? undefined : JSON_TYPE);
        expect(response.statusCode, String(body)).toBe(400);
        expect(response.json()).toEqual({
          message: "The request body must be a JSON object with the expected fields.",
        });
      }
    }));
});

describe("JSON bodies", () => {
  it("are read when declared as UTF-8 in any spelling", async () => {
    for (const charset of ["utf-8", "UTF-8", "utf8", '"utf-8"']) {
      const response = await t.request({
        method: "POST",
        url: "/api/reset-password",
        body: JSON.stringify({ email: subject.user.email }),
        headers: { "content-type": `application/json; charset=${charset}` },
      });
      expect(response.statusCode, charset).toBe(200);
    }
  });

  it("may nest up to the limit", async () => {
    // A card's form configuration is the deepest JSON the API takes.
    let formConfig: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < JSON_MAX_DEPTH - 2; level++) formConfig = { nested: formConfig };
    const response = await t.request({
      method: "POST",
      url: "/api/business-cards",
      body: { name: "Deep form", formConfig },
      session: subject.session,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("an unknown API path", () => {
  it("answers 404 with a JSON message", async () => {
    const response = await t.request({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No such endpoint: GET /api/no-such-thing" });
  });
});
