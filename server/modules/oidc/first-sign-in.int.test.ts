/** Single sign-on's round trip against a real provider: the first sign-in makes the account, later ones find it. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, userIdentities, users } from "../../db/schema";
import { NO_PASSWORD } from "../../lib/passwords";
import {
  auditOf,
  providerAccount,
  signInWithProvider,
  ssoTestSetup,
  startFlow,
  userOf,
} from "./oidc-test-kit";

const { provider, t } = ssoTestSetup({ OIDC_DEFAULT_LEVEL: "2" });

describe("GET /api/auth/oidc/start", () => {
  it("sends the browser to the provider with PKCE (S256), state and nonce, and keeps them in a challenge", async () => {
    const { authorizationUrl } = await startFlow(t, "?returnTo=/dashboard%3Ftab%3Danalytics");
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const query = authorizationUrl.searchParams;
    expect(query.get("response_type")).toBe("code");
    expect(query.get("client_id")).toBe("cardfolio-test");
    expect(query.get("redirect_uri")).toBe("http://cards.test/api/auth/oidc/callback");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get("scope")?.split(" ")).toEqual(["openid", "email", "profile"]);
  });

  it("tells the sign-in page about the button", async () => {
    const response = await t.request({ method: "GET", url: "/api/config/auth" });
    expect(response.json()).toEqual({
      allowSignup: false,
      sso: { label: "Sign in with Example SSO", startUrl: "/api/auth/oidc/start" },
    });
  });
});

describe("the first sign-in", () => {
  it("makes the account from the claims, at the default level, with no password, and signs it in", async () => {
    providerAccount(provider, "first-jane", { name: "Jane First", email: "Jane.First@Corp.test" });
    const { response, session } = await signInWithProvider(
      t,
      "first-jane",
      "?returnTo=/dashboard%3Ftab%3Dcreate",
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/dashboard?tab=create");
    expect(session).toBeTruthy();
    const me = await userOf(t, session!);
    expect(me).toMatchObject({ username: "first-jane", accessLevel: 2 });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      email: "Jane.First@Corp.test",
      fullName: "Jane First",
      password: NO_PASSWORD,
    });
    const identities = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, me.id));
    expect(identities).toMatchObject([{ issuer: provider.issuer, subject: "first-jane" }]);
    const events = await auditOf(t, row!);
    expect(events.map((event) => [event.action, event.outcome, event.method])).toEqual([
      ["user-created", "success", "oidc"],
    ]);
    // The sign-in's own event names the person as its actor.
    const signIns = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, me.id));
    expect(signIns.map((event) => event.action).sort()).toEqual(["sign-in", "user-created"]);
  });

  it("finds the same account by its identity the next time, whatever the email says now", async () => {
    providerAccount(provider, "again-ann");
    const first = await signInWithProvider(t, "again-ann");
    const id = (await userOf(t, first.session!)).id;
    providerAccount(provider, "again-ann", { email: "someone-else@corp.test", preferred_username: "other" });
    const second = await signInWithProvider(t, "again-ann");
    expect(second.response.headers.location).toBe("/dashboard");
    expect((await userOf(t, second.session!)).id).toBe(id);
    const count = await t.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, provider.issuer), eq(userIdentities.subject, "again-ann")));
    expect(count).toHaveLength(1);
  });

  it("makes a username that follows the rules and is free, ignoring case", async () => {
    await t.createUser({ username: "Taken.Name", email: "taken-owner@cards.test" });
    await t.createUser({ username: "taken.name2", email: "taken-owner2@cards.test" });
    providerAccount(provider, "sub-taken", { preferred_username: "taken.name", email: "tn@corp.test" });
    const taken = await signInWithProvider(t, "sub-taken");
    expect((await userOf(t, taken.session!)).username).toBe("taken.name3");

    // No preferred_username: the email's local part, accents dropped, other characters left out.
    providerAccount(provider, "sub-accents", { preferred_username: "Zoë Martín", email: "zm@corp.test" });
    const accents = await signInWithProvider(t, "sub-accents");
    expect((await userOf(t, accents.session!)).username).toBe("Zoe.Martin");
    // An email address as preferred_username (as some providers send): its local part.
    providerAccount(provider, "sub-upn", { preferred_username: "kim.upn@corp.test", email: "kim@corp.test" });
    const upn = await signInWithProvider(t, "sub-upn");
    expect((await userOf(t, upn.session!)).username).toBe("kim.upn");
    // No preferred_username: the email's local part, characters outside the rules left out.
    providerAccount(provider, "sub-local", { preferred_username: undefined, email: "lee+cards@corp.test" });
    const local = await signInWithProvider(t, "sub-local");
    expect((await userOf(t, local.session!)).username).toBe("leecards");

    // Too long and too short.
    providerAccount(provider, "sub-long", {
      preferred_username: "a-very-long-preferred-username-indeed",
      email: "long@corp.test",
    });
    const long = await signInWithProvider(t, "sub-long");
    expect((await userOf(t, long.session!)).username).toBe("a-very-long-preferre");
    providerAccount(provider, "sub-short", { preferred_username: "é", email: "x@corp.test" });
    const short = await signInWithProvider(t, "sub-short");
    expect((await userOf(t, short.session!)).username).toMatch(/^user\d*$/);
  });

  it("returns only to a path of this site", async () => {
    for (const returnTo of [
      "//evil.test/x",
      "https://evil.test/",
      "/\\evil.test",
      "/api/logout",
      "dashboard",
    ]) {
      providerAccount(provider, "return-rita");
      const { response } = await signInWithProvider(
        t,
        "return-rita",
        `?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(response.headers.location, returnTo).toBe("/dashboard");
    }
  });

  it("without a usable email makes no account and says why", async () => {
    providerAccount(provider, "no-mail", { email: undefined });
    const { response, session } = await signInWithProvider(t, "no-mail");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?sso_error=no-email");
    expect(session).toBeUndefined();
  });
});
