/**
 * A domain that must use single sign-on: its accounts' passwords no longer sign in (403 with
 * `sso: true`, audited), other domains sign in as before, and the provider still signs them in.
 */
import { describe, expect, it } from "vitest";
import { sessionTokenOf } from "../../test/harness";
import { writeSignInSettings } from "../sign-in/settings";
import { auditOf, providerAccount, signInWithProvider, ssoTestSetup } from "./oidc-test-kit";

const { provider, t } = ssoTestSetup();

describe("a domain that must use single sign-on", () => {
  it("refuses its accounts' passwords, and lets the provider sign them in", async () => {
    const admin = await t.signedInUser(5, "sso-admin");
    const saved = await t.request({
      method: "PUT",
      url: "/api/sign-in-settings",
      session: admin.session,
      body: { mfaRequiredFromLevel: null, ssoDomains: ["Only-SSO.test"], linkByEmail: true },
    });
    expect(saved.json()).toMatchObject({ ssoDomains: ["only-sso.test"], ssoConfigured: true });

    const member = await t.createUser({ username: t.uniqueName("sso-only"), email: "pat@only-sso.test" });
    const refused = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: member.user.username, password: member.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Your organisation signs in with single sign-on. Use the single sign-on button.",
      sso: true,
    });
    expect(sessionTokenOf(refused)).toBeUndefined();
    const events = await auditOf(t, member.user);
    expect(events.at(-1)).toMatchObject({
      action: "sign-in",
      outcome: "failure",
      details: { reason: "sso-required" },
    });
    // A wrong password is told as any wrong password: the rule shows only to whoever knows it.
    const wrong = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: member.user.username, password: "not-it" },
    });
    expect(wrong.statusCode).toBe(401);

    // Other domains sign in with their password as before.
    const other = await t.createUser({ username: t.uniqueName("sso-else") });
    await t.signIn(other.user.username, other.password);

    // The provider signs the account in (a verified email links it, as allowed above).
    providerAccount(provider, "sso-only-pat", { email: "pat@only-sso.test", email_verified: true });
    const { session } = await signInWithProvider(t, "sso-only-pat");
    expect(session).toBeDefined();
    await writeSignInSettings(t.db, { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: false });
  });
});
