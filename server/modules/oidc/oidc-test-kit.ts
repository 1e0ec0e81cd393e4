/**
 * What single sign-on's integration tests share: a real provider (server/test/oidc-test-provider.ts)
 * and the app configured for it, made before the file's tests; a flow driven as a browser would,
 * the app's part through inject() and the provider's over HTTP with a cookie jar of its own.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { auditEvents, type UserRow } from "../../db/schema";
import { type EnvOverrides, sessionTokenOf, TEST_APP_URL, type TestApp } from "../../test/harness";
import { startTestProvider, TEST_CLIENT, type TestProvider } from "../../test/oidc-test-provider";
import { perFile } from "../../test/per-file";
import { testAppPerFile } from "../../test/test-app-per-file";
import { SIGN_IN_COOKIE } from "../sign-in/challenges";
import { CALLBACK_PATH } from "./flow";

const CALLBACK_URL = `${TEST_APP_URL}${CALLBACK_PATH}`;

/** The provider, then the app configured for it (`overrides` on top), for the file's tests. */
export function ssoTestSetup(overrides: EnvOverrides = {}): { provider: TestProvider; t: TestApp } {
  const provider = perFile(
    () => startTestProvider([CALLBACK_URL]),
    (made) => made.close(),
  );
  const t = testAppPerFile(() => ({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    OIDC_LABEL: "Sign in with Example SSO",
    ...overrides,
  }));
  return { provider, t };
}

/** The cookies a browser keeps for the provider (all sent everywhere: their names do not clash). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface StartedFlow {
  /** The provider's authorization address the app sent the browser to. */
  authorizationUrl: URL;
  /** The sign-in challenge's cookie value. */
  challenge: string;
}

/** GET /api/auth/oidc/start, as a browser's click. */
export async function startFlow(t: TestApp, query = ""): Promise<StartedFlow> {
  const response = await t.request({ method: "GET", url: `/api/auth/oidc/start${query}` });
  expect(response.statusCode, response.body).toBe(302);
  const challenge = response.cookies.find((cookie) => cookie.name === SIGN_IN_COOKIE)?.value;
  expect(challenge).toBeTruthy();
  return { authorizationUrl: new URL(response.headers.location as string), challenge: challenge! };
}

/**
 * Follows the provider's redirects from `authorizationUrl`, signing in as `account` (or
 * cancelling), to the app's callback address, which it answers without visiting.
 */
export async function atProvider(
  authorizationUrl: URL,
  as: { account: string } | { deny: true },
): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK_URL)) return next;
    if (next.pathname.startsWith("/interaction/")) {
      if ("deny" in as) next.searchParams.set("deny", "1");
      else next.searchParams.set("account", as.account);
    }
    url = next;
  }
  throw new Error("the provider did not send the browser back");
}

/** GET the callback address with the flow's challenge cookie, as the browser coming back. */
export function finishFlow(
  t: TestApp,
  callbackUrl: URL,
  challenge?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "GET",
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    cookies: challenge === undefined ? {} : { [SIGN_IN_COOKIE]: challenge },
  });
}

export interface FinishedSignIn {
  response: LightMyRequestResponse;
  /** The session token, when a session started. */
  session?: string;
  /** The link step's challenge, when the callback asked for one. */
  linkChallenge?: string;
}

/** The whole round trip: start, the provider as `account`, the callback. */
export async function signInWithProvider(t: TestApp, account: string, query = ""): Promise<FinishedSignIn> {
  const flow = await startFlow(t, query);
  const callback = await atProvider(flow.authorizationUrl, { account });
  const response = await finishFlow(t, callback, flow.challenge);
  return {
    response,
    session: sessionTokenOf(response),
    linkChallenge: response.cookies.find((cookie) => cookie.name === SIGN_IN_COOKIE && cookie.value)?.value,
  };
}

/** The signed-in user of a session. */
export async function userOf(
  t: TestApp,
  session: string,
): Promise<{ id: number; username: string; accessLevel: number }> {
  const response = await t.request({ method: "GET", url: "/api/user", session });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A provider account's claims, the usual ones filled in. */
export function providerAccount(
  provider: TestProvider,
  id: string,
  claims: Record<string, unknown> = {},
): Record<string, unknown> {
  const full = {
    email: `${id}@corp.test`,
    email_verified: true,
    preferred_username: id,
    name: `Person ${id}`,
    ...claims,
  };
  provider.accounts.set(id, full);
  return full;
}

/** The audit events about `user` (subject), oldest first. */
export async function auditOf(t: TestApp, user: Pick<UserRow, "id">) {
  const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, user.id));
  return rows.sort((a, b) => a.id - b.id);
}
