/** Cross-site request refusal, security headers, HTTPS cookies and per-address limits. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../lib/session-cookie";
import { findUserById } from "../modules/user-records/repo";
import { sessionCount } from "../test/db-state";
import { createTestApp, sessionTokenOf, TEST_APP_URL, type TestApp, type TestRequest } from "../test/harness";

const EVIL_ORIGIN = "https://evil.example";
const HTTPS_APP_URL = "https://cards.example";
const HTTPS_RATE_LIMIT = 5;

let t: TestApp;
/** Configured as a production deployment behind HTTPS, with a low per-address limit. */
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp(
    { APP_URL: HTTPS_APP_URL, AUTH_RATE_LIMIT_PER_MINUTE: String(HTTPS_RATE_LIMIT) },
    { sharingDatabaseOf: t },
  );
});
afterAll(async () => {
  await https?.close();
  await t?.close();
});

const CROSS_SITE = { message: "Cross-site requests are not allowed." };

describe("cross-site requests", () => {
  it("refuse a sign-in posted from another origin, opening no session", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("lured") });
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
      headers: { origin: EVIL_ORIGIN },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
    expect(sessionTokenOf(response)).toBeUndefined();
    expect(await sessionCount(t.db, user.id)).toBe(0);
  });

  it("refuse a state change riding on a victim's session cookie", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("victim") });
    const session = await t.signIn(user.username, password);
    const forged: Omit<TestRequest, "session">[] = [
      { method: "DELETE", url: "/api/user", body: { password }, headers: { origin: EVIL_ORIGIN } },
      // Browsers that send Sec-Fetch-Site are caught even when they leave Origin out.
      {
        method: "DELETE",
        url: "/api/user",
        body: { password },
        headers: { "sec-fetch-site": "cross-site" },
      },
      { method: "POST", url: "/api/logout", headers: { origin: EVIL_ORIGIN } },
    ];
    for (const request of forged) {
      const response = await t.request({ ...request, session });
      expect(response.statusCode, JSON.stringify(request.headers)).toBe(403);
      expect(response.json()).toEqual(CROSS_SITE);
    }
    expect(await findUserById(t.db, user.id)).toEqual(user);
    expect((await t.request({ method: "GET", url: "/api/user", session })).statusCode).toBe(200);
  });

  it("allow the app's own origin, the request's own host, and clients that send no Origin", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("legit") });
    // inject() addresses the app as http://localhost:80; APP_URL is another name for it.
    for (const origin of [TEST_APP_URL, "http://localhost:80", undefined]) {
      const response = await t.request({
        method: "POST",
        url: "/api/login",
        body: { username: user.username, password },
        headers: origin ? { origin, "sec-fetch-site": "same-origin" } : undefined,
      });
      expect(response.statusCode, String(origin)).toBe(200);
      expect(sessionTokenOf(response)).toBeDefined();
    }
  });

  it("leave reads alone", async () => {
    const response = await t.request({ method: "GET", url: "/healthz", headers: { origin: EVIL_ORIGIN } });
    expect(response.statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it("are on API answers, errors and health checks alike", async () => {
    const responses = [
      await t.request({ method: "GET", url: "/healthz" }),
      await t.request({ method: "GET", url: "/api/user" }),
      await t.request({ method: "GET", url: "/api/nowhere" }),
    ];
    for (const response of responses) {
      const csp = String(response.headers["content-security-policy"]);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // HSTS only makes sense, and is only sent, behind HTTPS.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });
});

describe("behind HTTPS", () => {
  it("marks the session cookie Secure and sends HSTS", async () => {
    const { user, password } = await https.createUser({ username: https.uniqueName("secure") });
    const response = await https.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
      headers: { origin: HTTPS_APP_URL },
      // An address of its own: on PostgreSQL both apps count sign-ins together, as processes do.
      remoteAddress: "198.51.100.9",
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    });
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("per-address limit on password routes", () => {
  it(`answers 429 after ${HTTPS_RATE_LIMIT} requests a minute from one address, not from others`, async () => {
    const attempt = (remoteAddress: string) =>
      https.request({
        method: "POST",
        url: "/api/login",
        // A different unknown user each time, so only the address ties the attempts together.
        body: { username: https.uniqueName("spray"), password: "guess-1" },
        remoteAddress,
      });
    for (let i = 1; i <= HTTPS_RATE_LIMIT; i++) {
      expect((await attempt("198.51.100.7")).statusCode, `attempt ${i}`).toBe(401);
    }
    const limited = await attempt("198.51.100.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many requests. Please slow down and try again shortly." });
    expect((await attempt("198.51.100.8")).statusCode).toBe(401);
  });
});
