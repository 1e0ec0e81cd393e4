/** Sign-in, the current user, sign-out and sign-in throttling. */
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../../../core/limits";
import { SIGNED_IN_HINT_COOKIE } from "../../../core/session-hint";
import type { UserRow } from "../../db/schema";
import { SESSION_COOKIE } from "../../lib/session-cookie";
import { sessionCount } from "../../test/db-state";
import { sessionTokenOf, TEST_ADMIN } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";

const t = testAppPerFile();

const login = (username: string, password: string, remoteAddress?: string) =>
  t.request({ method: "POST", url: "/api/login", body: { username, password }, remoteAddress });

/** The user exactly as the API must show it: every column but the password, dates as ISO text. */
function publicUser({ password: _hidden, ...shown }: UserRow) {
  return { ...shown, createdAt: shown.createdAt.toISOString() };
}

describe("GET /api/user", () => {
  it("answers 401 when signed out, and for a token that opens no session", async () => {
    for (const session of [undefined, "not-a-real-token"]) {
      const response = await t.request({ method: "GET", url: "/api/user", session });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in to continue." });
    }
  });

  it("answers the signed-in user without a password field", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("current"), phone: "+1 555" });
    const session = await t.signIn(user.username, password);
    const response = await t.request({ method: "GET", url: "/api/user", session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(publicUser(user));
    expect(response.json()).not.toHaveProperty("password");
  });

  it("knows the first administrator made at first start", async () => {
    const session = await t.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await t.request({ method: "GET", url: "/api/user", session });
    expect(response.json()).toMatchObject({ id: 1, username: TEST_ADMIN.username, accessLevel: 5 });
  });
});

describe("POST /api/login", () => {
  it("sets an HttpOnly SameSite=Lax session cookie and answers the user", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("good") });
    const response = await login(user.username, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(publicUser(user));
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Plain http in the test configuration, so not Secure (see security.int.test.ts for https).
    expect(cookie).not.toHaveProperty("secure");
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionCount(t.db, user.id)).toBe(1);
    // Beside it, the readable hint that a session exists (core/session-hint.ts), as long-lived.
    const hint = response.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "1", sameSite: "Lax", path: "/", expires: cookie!.expires });
    expect(hint).not.toHaveProperty("httpOnly");
  });

  it("gives the hint to a session that lacks it, and clears it where no session opens", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("hinted") });
    const session = await t.signIn(user.username, password);
    const valid = await t.request({ method: "GET", url: "/api/user", session });
    expect(valid.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("1");
    const stale = await t.request({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `${SESSION_COOKIE}=not-a-real-token; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("");
  });

  it("issues a new token on every sign-in and ends the session a sign-in replaces", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("renew") });
    const first = await t.signIn(user.username, password);
    const second = await t.signIn(user.username, password);
    expect(second).not.toBe(first);

    // Signing in again while holding a session replaces that session (no fixation).
    const again = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
      session: first,
    });
    const third = sessionTokenOf(again);
    expect(third).toBeDefined();
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await t.request({ method: "GET", url: "/api/user", session: first })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/user", session: third })).statusCode).toBe(200);
    expect(await sessionCount(t.db, user.id)).toBe(2);
  });

  it("answers a wrong password and an unknown user alike, and opens no session", async () => {
    const { user } = await t.createUser({ username: t.uniqueName("wrong") });
    const wrongPassword = await login(user.username, "not-the-password");
    const unknownUser = await login(t.uniqueName("nobody"), "whatever-1");
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid username or password" });
      expect(sessionTokenOf(response)).toBeUndefined();
    }
    expect(await sessionCount(t.db, user.id)).toBe(0);
  });

  it("treats the username case-insensitively", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("MixedCase") });
    const response = await login(user.username.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
  });

  it(`refuses the attempt after ${LOGIN_MAX_FAILURES} failures of one username from one address`, async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("throttled") });
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt++) {
      const response = await login(user.username, `wrong-${attempt}`);
      expect(response.statusCode, `failure ${attempt}`).toBe(401);
    }

    const blocked = await login(user.username, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(sessionTokenOf(blocked)).toBeUndefined();
    // The count is per account, not per spelling of its name.
    expect((await login(user.username.toUpperCase(), password)).statusCode).toBe(429);
    expect(await sessionCount(t.db, user.id)).toBe(0);

    // Neither another account from the same address nor this account from elsewhere is blocked.
    const other = await t.createUser({ username: t.uniqueName("bystander") });
    expect((await login(other.user.username, other.password)).statusCode).toBe(200);
    expect((await login(user.username, password, "203.0.113.9")).statusCode).toBe(200);
  });
});

describe("POST /api/logout", () => {
  it("ends the session on the server, so the old cookie no longer signs in", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("leaver") });
    const session = await t.signIn(user.username, password);
    const response = await t.request({ method: "POST", url: "/api/logout", session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Logged out" });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    expect(response.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("");
    expect(await sessionCount(t.db, user.id)).toBe(0);
    expect((await t.request({ method: "GET", url: "/api/user", session })).statusCode).toBe(401);
  });

  it("answers a signed-out caller without error", async () => {
    const response = await t.request({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(200);
  });
});
