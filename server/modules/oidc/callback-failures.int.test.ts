/**
 * Every way single sign-on's callback can fail ends on the sign-in page with the reason, an audit
 * event and no session; never a 500. And the provider being down stops neither the server's
 * start nor the page: the start says so.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SSO_ERRORS } from "../../../core/sso";
import { auditEvents, signInChallenges } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { freePort } from "../../test/free-port";
import { createTestApp, sessionTokenOf, TEST_APP_URL } from "../../test/harness";
import { startTestProvider, TEST_CLIENT, type TestProvider } from "../../test/oidc-test-provider";
import {
  atProvider,
  finishFlow,
  providerAccount,
  signInWithProvider,
  ssoTestSetup,
  startFlow,
} from "./oidc-test-kit";

const { provider, t } = ssoTestSetup();

/** The callback's answer is a failure of `code`: the sign-in page, no session, an audit event. */
async function expectFailure(
  response: Awaited<ReturnType<typeof finishFlow>>,
  code: keyof typeof SSO_ERRORS,
  detail?: RegExp,
) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/auth?sso_error=${code}`);
  expect(sessionTokenOf(response)).toBeUndefined();
  const [event] = await t.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  expect(event).toMatchObject({
    action: "sign-in",
    outcome: "failure",
    method: "oidc",
    details: { reason: code },
  });
  if (detail) expect(String(event?.details.detail)).toMatch(detail);
}

describe("the callback", () => {
  it("refuses a tampered state", async () => {
    providerAccount(provider, "bad-state");
    const flow = await startFlow(t);
    const callback = await atProvider(flow.authorizationUrl, { account: "bad-state" });
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    await expectFailure(await finishFlow(t, callback, flow.challenge), "invalid", /"state"/);
  });

  it("takes its flow once: the same answer again is refused", async () => {
    providerAccount(provider, "replay");
    const flow = await startFlow(t);
    const callback = await atProvider(flow.authorizationUrl, { account: "replay" });
    const first = await finishFlow(t, callback, flow.challenge);
    expect(sessionTokenOf(first)).toBeTruthy();
    await expectFailure(await finishFlow(t, callback, flow.challenge), "expired");
  });

  it("refuses a used code replayed into a new flow", async () => {
    providerAccount(provider, "replay-code");
    const used = await signInWithProvider(t, "replay-code");
    expect(used.session).toBeTruthy();
    const usedFlow = await startFlow(t);
    const usedCallback = await atProvider(usedFlow.authorizationUrl, { account: "replay-code" });
    expect(sessionTokenOf(await finishFlow(t, usedCallback, usedFlow.challenge))).toBeTruthy();
    // A new flow of the attacker's, its own state, and the code already exchanged.
    const fresh = await startFlow(t);
    usedCallback.searchParams.set("state", fresh.authorizationUrl.searchParams.get("state")!);
    await expectFailure(await finishFlow(t, usedCallback, fresh.challenge), "invalid", /^invalid_grant$/);
  });

  it("refuses an ID token whose nonce is not the flow's", async () => {
    providerAccount(provider, "bad-nonce");
    const flow = await startFlow(t);
    // The provider is asked for another flow's nonce: the ID token carries that one.
    const other = await startFlow(t);
    flow.authorizationUrl.searchParams.set("nonce", other.authorizationUrl.searchParams.get("nonce")!);
    const callback = await atProvider(flow.authorizationUrl, { account: "bad-nonce" });
    await expectFailure(await finishFlow(t, callback, flow.challenge), "invalid", /"nonce"/);
  });

  it("refuses a flow that expired, and one that never began in this browser", async () => {
    providerAccount(provider, "late");
    const flow = await startFlow(t);
    const callback = await atProvider(flow.authorizationUrl, { account: "late" });
    await t.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.tokenHash, hashToken(flow.challenge)));
    await expectFailure(await finishFlow(t, callback, flow.challenge), "expired");

    const stranger = await startFlow(t);
    const strangersCallback = await atProvider(stranger.authorizationUrl, { account: "late" });
    await expectFailure(await finishFlow(t, strangersCallback), "expired");
    await expectFailure(await finishFlow(t, strangersCallback, "not-a-challenge"), "expired");
  });

  it("says the person cancelled when the provider answers access_denied", async () => {
    providerAccount(provider, "denied");
    const flow = await startFlow(t);
    const callback = await atProvider(flow.authorizationUrl, { deny: true });
    expect(callback.searchParams.get("error")).toBe("access_denied");
    await expectFailure(await finishFlow(t, callback, flow.challenge), "denied", /^access_denied$/);
  });

  it("passes on another error of the provider's", async () => {
    const flow = await startFlow(t);
    const callback = new URL("http://cards.test/api/auth/oidc/callback");
    callback.searchParams.set("error", "temporarily_unavailable");
    callback.searchParams.set("state", flow.authorizationUrl.searchParams.get("state")!);
    callback.searchParams.set("iss", provider.issuer);
    await expectFailure(await finishFlow(t, callback, flow.challenge), "provider");
  });

  it("refuses an answer without parameters or an oversized one", async () => {
    const bare = await startFlow(t);
    await expectFailure(
      await finishFlow(t, new URL("http://cards.test/api/auth/oidc/callback"), bare.challenge),
      "invalid",
    );
    const flow = await startFlow(t);
    const huge = new URL("http://cards.test/api/auth/oidc/callback");
    huge.searchParams.set("code", "c".repeat(5000));
    huge.searchParams.set("state", flow.authorizationUrl.searchParams.get("state")!);
    await expectFailure(await finishFlow(t, huge, flow.challenge), "invalid");
  });

  it("has a sentence for every reason it gives", () => {
    for (const sentence of Object.values(SSO_ERRORS)) expect(sentence).toMatch(/\.$/);
  });
});

describe("a provider that cannot be reached", () => {
  it("stops neither the start of the server nor the page; the start says so, and works once it is back", async () => {
    const port = await freePort();
    const down = await createTestApp(
      {
        OIDC_ISSUER: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: TEST_CLIENT.clientId,
        OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      },
      { sharingDatabaseOf: t },
    );
    let late: TestProvider | undefined;
    try {
      const api = await down.request({ method: "GET", url: "/api/auth/oidc/start" });
      expect(api.statusCode).toBe(503);
      expect(api.json().message).toMatch(/identity provider cannot be reached/);
      const page = await down.request({
        method: "GET",
        url: "/api/auth/oidc/start",
        headers: { accept: "text/html,application/xhtml+xml" },
      });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe("/auth?sso_error=unavailable");
      expect((await down.request({ method: "GET", url: "/api/auth/oidc/start" })).statusCode).toBe(503);
      expect((await down.request({ method: "GET", url: "/api/config/auth" })).json().sso).toBeTruthy();

      // The provider comes up: discovery is tried again, and the start goes to it.
      late = await startTestProvider([`${TEST_APP_URL}/api/auth/oidc/callback`], { port });
      await expect
        .poll(async () => (await down.request({ method: "GET", url: "/api/auth/oidc/start" })).statusCode, {
          timeout: 20_000,
          interval: 500,
        })
        .toBe(302);
    } finally {
      await down.close();
      await late?.close();
    }
  });
});

describe("without a provider configured", () => {
  it("the routes say single sign-on is not set up, and the sign-in page shows no button", async () => {
    const plain = await createTestApp({}, { sharingDatabaseOf: t });
    try {
      expect((await plain.request({ method: "GET", url: "/api/config/auth" })).json()).toEqual({
        allowSignup: false,
      });
      const start = await plain.request({ method: "GET", url: "/api/auth/oidc/start" });
      expect(start.statusCode).toBe(404);
      const page = await plain.request({
        method: "GET",
        url: "/api/auth/oidc/start",
        headers: { accept: "text/html" },
      });
      expect(page.headers.location).toBe("/auth?sso_error=not-configured");
      const callback = await plain.request({ method: "GET", url: "/api/auth/oidc/callback?code=x&state=y" });
      expect(callback.headers.location).toBe("/auth?sso_error=not-configured");
      const link = await plain.request({
        method: "POST",
        url: "/api/auth/oidc/link",
        body: { username: "someone", password: "secret" },
      });
      expect(link.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
