/**
 * Linking an identity to an existing account needs proof: the account's password once (the
 * "Link your account" step), or a verified email with linking by email allowed. A matching email
 * alone never links.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userIdentities, users } from "../../db/schema";
import { NO_PASSWORD } from "../../lib/passwords";
import { sessionTokenOf } from "../../test/harness";
import { totpCodeAt } from "../mfa/totp";
import { SIGN_IN_COOKIE } from "../sign-in/challenges";
import { writeSignInSettings } from "../sign-in/settings";
import { auditOf, providerAccount, signInWithProvider, ssoTestSetup, userOf } from "./oidc-test-kit";

const { provider, t } = ssoTestSetup();

const identitiesOf = (userId: number) =>
  t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

function link(challenge: string | undefined, body: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/oidc/link",
    payload: body as object,
    cookies: challenge ? { [SIGN_IN_COOKIE]: challenge } : {},
  });
}

async function settings(linkByEmail: boolean) {
  await writeSignInSettings(t.db, { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail });
}

describe("an existing account with the provider's email", () => {
  it("is not linked by the email alone: the link step asks for its password", async () => {
    await settings(false);
    const { user } = await t.createUser({ username: t.uniqueName("lnk-pw"), email: "Link.Pw@Corp.test" });
    providerAccount(provider, "lnk-pw", { email: "link.pw@corp.test", email_verified: true });
    const { response, session, linkChallenge } = await signInWithProvider(t, "lnk-pw");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?sso=link");
    expect(session).toBeUndefined();
    expect(linkChallenge).toBeTruthy();
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it("with an authenticator app, is linked only with a code from it too", async () => {
    await settings(false);
    const made = await t.createUser({ username: t.uniqueName("lnk-totp"), email: "lnk-totp@corp.test" });
    const account = { ...made, session: await t.signIn(made.user.username, made.password) };
    const setup = await t.request({ method: "POST", url: "/api/account/totp", session: account.session });
    const { secret } = setup.json() as { secret: string };
    const enabled = await t.request({
      method: "POST",
      url: "/api/account/totp/enable",
      session: account.session,
      body: { code: totpCodeAt(secret, Date.now()) },
    });
    expect(enabled.statusCode).toBe(200);
    providerAccount(provider, "lnk-totp", { email: "lnk-totp@corp.test" });
    const { linkChallenge } = await signInWithProvider(t, "lnk-totp");
    const credentials = { username: account.user.username, password: account.password };

    const noCode = await link(linkChallenge, credentials);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().fields.code).toMatch(/uses two-step verification/);
    const wrongCode = await link(linkChallenge, {
      ...credentials,
      code: totpCodeAt(secret, Date.now() + 600_000),
    });
    expect(wrongCode.json().fields.code).toMatch(/not right/);
    expect(await identitiesOf(account.user.id)).toEqual([]);
    // The next step's code: the current one was taken by the setup.
    const right = await link(linkChallenge, {
      ...credentials,
      code: totpCodeAt(secret, Date.now() + 30_000),
    });
    expect(right.statusCode).toBe(200);
    expect(await identitiesOf(account.user.id)).toHaveLength(1);
  });

  it("is linked by its password once, then signs in through the provider directly", async () => {
    await settings(false);
    const account = await t.createUser({ username: t.uniqueName("lnk-ok"), email: "lnk-ok@corp.test" });
    const other = await t.createUser({ username: t.uniqueName("lnk-other") });
    providerAccount(provider, "lnk-ok");
    const { linkChallenge } = await signInWithProvider(t, "lnk-ok", "?returnTo=/dashboard%3Ftab%3Danalytics");

    const wrong = await link(linkChallenge, { username: account.user.username, password: "not-it" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });
    // Another account's right password links nothing: only the offered account can be linked.
    const elsewhere = await link(linkChallenge, { username: other.user.username, password: other.password });
    expect(elsewhere.statusCode).toBe(401);
    expect(await identitiesOf(other.user.id)).toEqual([]);

    const right = await link(linkChallenge, { username: account.user.username, password: account.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ returnTo: "/dashboard?tab=analytics" });
    const session = sessionTokenOf(right);
    expect((await userOf(t, session!)).id).toBe(account.user.id);
    expect(await identitiesOf(account.user.id)).toMatchObject([
      { issuer: provider.issuer, subject: "lnk-ok" },
    ]);
    const linked = (await auditOf(t, account.user)).filter((event) => event.action === "sso-linked");
    expect(linked).toMatchObject([{ outcome: "success", method: "oidc", details: { via: "password" } }]);

    // The step was used: the same challenge links nothing more.
    const again = await link(linkChallenge, { username: account.user.username, password: account.password });
    expect(again.statusCode).toBe(400);

    const next = await signInWithProvider(t, "lnk-ok");
    expect(next.response.headers.location).toBe("/dashboard");
    expect((await userOf(t, next.session!)).id).toBe(account.user.id);
  });

  it("ends the link step after 5 wrong passwords, which count on the sign-in throttle too", async () => {
    await settings(false);
    const account = await t.createUser({ username: t.uniqueName("lnk-guess"), email: "lnk-guess@corp.test" });
    providerAccount(provider, "lnk-guess");
    for (let round = 0; round < 2; round++) {
      const { linkChallenge } = await signInWithProvider(t, "lnk-guess");
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await link(linkChallenge, {
          username: account.user.username,
          password: `guess-${attempt}`,
        });
        expect(answer.statusCode).toBe(401);
        if (attempt === 5) expect(answer.json().message).toMatch(/last try of this link step/);
      }
      const after = await link(linkChallenge, {
        username: account.user.username,
        password: account.password,
      });
      expect(after.statusCode).toBe(400);
    }
    // Ten failures from this address: the password sign-in of that account waits as well.
    const login = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: account.user.username, password: account.password },
    });
    expect(login.statusCode).toBe(429);
    expect(await identitiesOf(account.user.id)).toEqual([]);
  });

  it("refuses a link step with no challenge", async () => {
    const account = await t.createUser({ username: t.uniqueName("lnk-none") });
    const answer = await link(undefined, { username: account.user.username, password: account.password });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/expired/);
    const invalid = await link(undefined, { username: "" });
    expect(invalid.statusCode).toBe(400);
  });

  it("is linked at once when the provider verified the email and linking by email is allowed", async () => {
    await settings(true);
    try {
      const account = await t.createUser({ username: t.uniqueName("lnk-mail"), email: "LNK-MAIL@corp.test" });
      providerAccount(provider, "lnk-mail", { email: "lnk-mail@corp.test", email_verified: true });
      const { response, session } = await signInWithProvider(t, "lnk-mail");
      expect(response.headers.location).toBe("/dashboard");
      expect((await userOf(t, session!)).id).toBe(account.user.id);
      const linked = (await auditOf(t, account.user)).filter((event) => event.action === "sso-linked");
      expect(linked).toMatchObject([{ details: { via: "verified-email" } }]);

      // Not verified: the link step, even with linking by email allowed.
      const unverified = await t.createUser({
        username: t.uniqueName("lnk-unv"),
        email: "lnk-unv@corp.test",
      });
      providerAccount(provider, "lnk-unv", { email_verified: false });
      const step = await signInWithProvider(t, "lnk-unv");
      expect(step.response.headers.location).toBe("/auth?sso=link");
      expect(step.session).toBeUndefined();
      expect(await identitiesOf(unverified.user.id)).toEqual([]);
    } finally {
      await settings(false);
    }
  });

  it("without a password of its own (awaiting its claim link) cannot be linked by one, and says so", async () => {
    await settings(false);
    const account = await t.createUser({ username: t.uniqueName("lnk-claim"), email: "lnk-claim@corp.test" });
    await t.db.update(users).set({ password: NO_PASSWORD }).where(eq(users.id, account.user.id));
    providerAccount(provider, "lnk-claim");
    const { response, session, linkChallenge } = await signInWithProvider(t, "lnk-claim");
    expect(response.headers.location).toBe("/auth?sso_error=cannot-link");
    expect(session).toBeUndefined();
    expect(linkChallenge).toBeUndefined();
    expect(await identitiesOf(account.user.id)).toEqual([]);
  });

  it("with linking by email off, a verified email still needs the password", async () => {
    await settings(false);
    const account = await t.createUser({ username: t.uniqueName("lnk-off"), email: "lnk-off@corp.test" });
    providerAccount(provider, "lnk-off", { email_verified: true });
    const step = await signInWithProvider(t, "lnk-off");
    expect(step.response.headers.location).toBe("/auth?sso=link");
    expect(await identitiesOf(account.user.id)).toEqual([]);
  });
});
