/**
 * The passkey routes as a browser walks them, for the integration tests: options, the
 * authenticator's answer, and the answer sent back with the sign-in challenge's cookie.
 */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { SIGN_IN_COOKIE } from "../modules/sign-in/challenges";
import { TEST_APP_URL, type TestApp } from "./harness";
import { type AnswerOptions, SoftAuthenticator } from "./soft-authenticator";

/** An authenticator whose browser is on the test app's own origin. */
export const newAuthenticator = () => new SoftAuthenticator(new URL(TEST_APP_URL).origin);

function challengeCookieOf(response: LightMyRequestResponse): string {
  const value = response.cookies.find((c) => c.name === SIGN_IN_COOKIE)?.value;
  if (!value) throw new Error(`no ${SIGN_IN_COOKIE} cookie in ${response.statusCode} ${response.body}`);
  return value;
}

export const withChallenge = (cookie: string) => ({ cookie: `${SIGN_IN_COOKIE}=${cookie}` });

/** POST /api/account/passkeys/options: the options and the challenge's cookie. */
export async function registrationOptions(t: TestApp, session: string) {
  const response = await t.request({ method: "POST", url: "/api/account/passkeys/options", session });
  expect(response.statusCode, response.body).toBe(200);
  return { options: response.json(), cookie: challengeCookieOf(response) };
}

/** Adds a passkey made by `authenticator` to the signed-in account; answers the route's response. */
export async function addPasskey(
  t: TestApp,
  session: string,
  authenticator: SoftAuthenticator,
  name = "Laptop",
  answer: AnswerOptions = {},
): Promise<LightMyRequestResponse> {
  const { options, cookie } = await registrationOptions(t, session);
  return t.request({
    method: "POST",
    url: "/api/account/passkeys",
    session,
    headers: withChallenge(cookie),
    body: { name, response: authenticator.register(options, answer) },
  });
}

/** POST /api/login/passkey/options, signed out. */
export async function signInOptions(t: TestApp) {
  const response = await t.request({ method: "POST", url: "/api/login/passkey/options" });
  expect(response.statusCode, response.body).toBe(200);
  return { options: response.json(), cookie: challengeCookieOf(response) };
}

export function sendAssertion(
  t: TestApp,
  cookie: string,
  response: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({
    method: "POST",
    url: "/api/login/passkey",
    headers: withChallenge(cookie),
    body: { response },
  });
}

/** Signs in with the authenticator's only passkey, from the sign-in page's first request. */
export async function signInWithPasskey(
  t: TestApp,
  authenticator: SoftAuthenticator,
  answer: AnswerOptions = {},
): Promise<LightMyRequestResponse> {
  const { options, cookie } = await signInOptions(t);
  return sendAssertion(t, cookie, authenticator.signIn(options, answer));
}
