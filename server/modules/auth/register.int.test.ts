/** Registration: closed unless ALLOW_SIGNUP=true; conflicts and their messages. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../lib/passwords";
import { allUsers, sessionCount } from "../../test/db-state";
import { createTestApp, sessionTokenOf, type TestApp } from "../../test/harness";
import { findUserByUsername } from "../user-records/repo";
import { TAKEN } from "../users/users-test-kit";

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  closed = await createTestApp();
  open = await createTestApp({ ALLOW_SIGNUP: "true" }, { sharingDatabaseOf: closed });
});
afterAll(async () => {
  await open?.close();
  await closed?.close();
});

function registration(t: TestApp, fields: Record<string, unknown> = {}) {
  const username = t.uniqueName("newbie");
  return {
    username,
    fullName: "New Person",
    email: `${username}@example.org`,
    phone: "+44 20 7946 0000",
    password: "a-good-password",
    ...fields,
  };
}

const register = (t: TestApp, body: unknown) => t.request({ method: "POST", url: "/api/register", body });

describe("POST /api/register while sign-up is closed", () => {
  it("refuses with 403 and a message saying whom to ask, creating nothing", async () => {
    const before = await allUsers(closed.db);
    const response = await register(closed, registration(closed));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "Registration is closed. Please ask an administrator to create an account for you.",
    });
    expect(sessionTokenOf(response)).toBeUndefined();
    expect(await allUsers(closed.db)).toEqual(before);
  });

  it("tells the sign-in page that there is no Register tab", async () => {
    const response = await closed.request({ method: "GET", url: "/api/config/auth" });
    expect(response.json()).toEqual({ allowSignup: false });
  });
});

describe("POST /api/register with ALLOW_SIGNUP=true", () => {
  it("creates a level-1 user, answers 201 with it and signs it in", async () => {
    const body = registration(open, { accessLevel: 5 });
    const response = await register(open, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      username: body.username,
      fullName: "New Person",
      email: body.email,
      phone: "+44 20 7946 0000",
      // A level in the body is ignored: registration never grants more than the default.
      accessLevel: 1,
      createdAt: expect.any(String),
    });

    const session = sessionTokenOf(response);
    expect(session).toBeDefined();
    const current = await open.request({ method: "GET", url: "/api/user", session });
    expect(current.json()).toEqual(created);

    const row = await findUserByUsername(open.db, body.username);
    expect(row?.password).not.toBe(body.password);
    expect(await verifyPassword(body.password, row!.password)).toBe(true);
    expect(await sessionCount(open.db, created.id)).toBe(1);
    expect((await open.request({ method: "GET", url: "/api/config/auth" })).json()).toEqual({
      allowSignup: true,
    });
  });

  it("answers 409 on the field for a taken username or email, in any case, creating nothing", async () => {
    const { user } = await open.createUser({ username: open.uniqueName("Taken") });
    const before = await allUsers(open.db);
    for (const field of ["username", "email"] as const) {
      const response = await register(open, registration(open, { [field]: user[field].toUpperCase() }));
      expect(response.statusCode, field).toBe(409);
      expect(response.json(), field).toEqual(TAKEN[field]);
    }
    expect(await allUsers(open.db)).toEqual(before);
  });

  it.each(["username", "email"] as const)(
    "creates one account of two sent at once with one %s, and answers the other the same 409",
    async (field) => {
      const first = registration(open);
      const second = registration(open, { [field]: first[field] });
      const before = (await allUsers(open.db)).length;
      const responses = await Promise.all([register(open, first), register(open, second)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual(TAKEN[field]);
      expect(await allUsers(open.db)).toHaveLength(before + 1);
    },
  );

  it("answers 400 with the specification's message on each invalid field", async () => {
    const before = await allUsers(open.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ username: "ab" }, { username: "Username must be at least 3 characters" }],
      [{ username: "a".repeat(21) }, { username: "Username must be less than 20 characters" }],
      [{ fullName: "   " }, { fullName: "Full name is required" }],
      [{ email: "not-an-email" }, { email: "Please enter a valid email" }],
      [{ password: "12345" }, { password: "Password must be at least 6 characters" }],
      [
        { username: "ab", fullName: "", email: "x" },
        {
          username: "Username must be at least 3 characters",
          fullName: "Full name is required",
          email: "Please enter a valid email",
        },
      ],
    ];
    for (const [fields, expected] of cases) {
      const response = await register(open, registration(open, fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields, JSON.stringify(fields)).toEqual(expected);
      expect(response.json().message).toBe(Object.values(expected)[0]);
    }
    expect(await allUsers(open.db)).toEqual(before);
  });
});
