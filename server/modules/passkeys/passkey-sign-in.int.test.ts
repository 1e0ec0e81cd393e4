/**
 * Signing in with a passkey and no username: the options name no credential, the answer's
 * credential names the account, its signature is checked against a challenge taken once, its
 * counter only moves forward, and the session starts as a password's would. Every refusal is a
 * 401 with the same words and a failed sign-in in the audit trail; an account that must use
 * single sign-on is sent there (403) as its password would be.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditEvents, passkeys, totpFactors } from "../../db/schema";
import { createTestApp, sessionTokenOf, TEST_APP_URL, type TestApp } from "../../test/harness";
import {
  addPasskey,
  newAuthenticator,
  registrationOptions,
  sendAssertion,
  signInOptions,
  signInWithPasskey,
} from "../../test/passkey-flows";
import { testAppPerFile } from "../../test/test-app-per-file";
import { writeSignInSettings } from "../sign-in/settings";

const t = testAppPerFile();
const NOT_VERIFIED = "This passkey is not registered here, or it could not be verified.";

/** A signed-in account with one passkey on a device of its own. */
async function accountWithPasskey(email?: string) {
  const account = await t.createUser(email ? { email } : {});
  const session = await t.signIn(account.user.username, account.password);
  const authenticator = newAuthenticator();
  const added = await addPasskey(t, session, authenticator);
  expect(added.statusCode, added.body).toBe(201);
  return { ...account, session, authenticator, passkeyId: added.json().id as number };
}

const storedPasskey = async (id: number) =>
  (await t.db.select().from(passkeys).where(eq(passkeys.id, id)))[0]!;

/** The latest sign-in event of the audit trail that `about` picks (by its actor or subject). */
async function lastSignInEvent(about?: SQL) {
  const [event] = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "sign-in"), about))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event;
}

function expectRefused(response: Awaited<ReturnType<typeof sendAssertion>>, message = NOT_VERIFIED) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().message).toBe(message);
  expect(sessionTokenOf(response)).toBeUndefined();
}

describe("signing in with a passkey", () => {
  it("needs no username: the passkey names the account, and a session starts as a password's does", async () => {
    const account = await accountWithPasskey();
    const { options, cookie } = await signInOptions(t);
    expect(options).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      rpId: new URL(TEST_APP_URL).hostname,
      timeout: expect.any(Number),
      userVerification: "required",
    });

    const signedIn = await sendAssertion(t, cookie, account.authenticator.signIn(options));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: account.user.id, username: account.user.username });
    const session = sessionTokenOf(signedIn)!;
    const me = await t.request({ method: "GET", url: "/api/user", session });
    expect(me.json().username).toBe(account.user.username);

    const stored = await storedPasskey(account.passkeyId);
    expect(stored.signCount).toBe(1);
    expect(stored.lastUsedAt).toBeInstanceOf(Date);
    const listed = (await t.request({ method: "GET", url: "/api/account/passkeys", session })).json();
    expect(listed[0].lastUsedAt).toBe(stored.lastUsedAt!.toISOString());
    expect(await lastSignInEvent(eq(auditEvents.actorId, account.user.id))).toMatchObject({
      actorId: account.user.id,
      outcome: "success",
      method: "passkey",
    });
  });

  it("takes the challenge once: a replayed answer, or two racing with one challenge, sign in once", async () => {
    const account = await accountWithPasskey();
    const { options, cookie } = await signInOptions(t);
    const assertion = account.authenticator.signIn(options);
    expect((await sendAssertion(t, cookie, assertion)).statusCode).toBe(200);
    expectRefused(
      await sendAssertion(t, cookie, assertion),
      "The passkey sign-in took too long, or was already used. Please try again.",
    );
    // The same answer against a fresh challenge: its signature is over the old one.
    const fresh = await signInOptions(t);
    expectRefused(await sendAssertion(t, fresh.cookie, assertion));

    const race = await signInOptions(t);
    const raced = account.authenticator.signIn(race.options);
    const answers = await Promise.all([
      sendAssertion(t, race.cookie, raced),
      sendAssertion(t, race.cookie, raced),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it("refuses a counter that does not move forward (a copied passkey)", async () => {
    const account = await accountWithPasskey();
    expect((await signInWithPasskey(t, account.authenticator, { counter: 5 })).statusCode).toBe(200);
    expectRefused(await signInWithPasskey(t, account.authenticator, { counter: 5 }));
    expectRefused(await signInWithPasskey(t, account.authenticator, { counter: 3 }));
    expect((await storedPasskey(account.passkeyId)).signCount).toBe(5);
    expect((await signInWithPasskey(t, account.authenticator, { counter: 6 })).statusCode).toBe(200);
  });

  it("refuses another origin, another host name, and a person not verified; each failure audited", async () => {
    const account = await accountWithPasskey();
    for (const answer of [{ origin: "https://evil.test" }, { rpId: "evil.test" }, { userVerified: false }]) {
      expectRefused(await signInWithPasskey(t, account.authenticator, answer));
      expect(await lastSignInEvent(eq(auditEvents.subjectId, account.user.id))).toMatchObject({
        outcome: "failure",
        method: "passkey",
        actorId: null,
        details: { reason: "passkey-not-verified" },
      });
    }
    expect((await storedPasskey(account.passkeyId)).lastUsedAt).toBeNull();
  });

  it("refuses a passkey not registered here, or removed, and a signature by another key", async () => {
    const stranger = newAuthenticator();
    stranger.register({ challenge: "AAAA", rp: { id: "cards.test" }, user: { id: "AAAA" } });
    expectRefused(await signInWithPasskey(t, stranger));
    const unknown = await lastSignInEvent();
    expect(unknown).toMatchObject({
      outcome: "failure",
      subjectId: null,
      details: { reason: "unknown-passkey" },
    });

    // Another device answering with this account's credential id: the signature is not its key's.
    const account = await accountWithPasskey();
    const [credentialId] = account.authenticator.passkeys.keys();
    const impostor = [...stranger.passkeys.values()][0]!;
    const { options, cookie } = await signInOptions(t);
    const forged = stranger.signIn(
      options,
      {},
      {
        ...impostor,
        credentialId: credentialId!,
        userHandle: [...account.authenticator.passkeys.values()][0]!.userHandle,
      },
    );
    expectRefused(await sendAssertion(t, cookie, forged));

    await t.request({
      method: "DELETE",
      url: `/api/account/passkeys/${account.passkeyId}`,
      session: account.session,
    });
    expectRefused(await signInWithPasskey(t, account.authenticator));
  });

  it("refuses an answer without the sign-in's challenge, or with a registration's", async () => {
    const account = await accountWithPasskey();
    const { options } = await signInOptions(t);
    const assertion = account.authenticator.signIn(options);
    const bare = await t.request({
      method: "POST",
      url: "/api/login/passkey",
      body: { response: assertion },
    });
    expect(bare.statusCode).toBe(401);
    const registering = await registrationOptions(t, account.session);
    expectRefused(
      await sendAssertion(t, registering.cookie, assertion),
      "The passkey sign-in took too long, or was already used. Please try again.",
    );
  });
});

describe("an account with a second step", () => {
  afterAll(() =>
    writeSignInSettings(t.db, { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: false }),
  );

  it("is never asked for a code after a passkey: the passkey verified the person, it is both steps", async () => {
    const account = await accountWithPasskey();
    // An authenticator app turned on, and a second step required of every level.
    await t.db
      .insert(totpFactors)
      .values({ userId: account.user.id, secret: "not-read", enabledAt: new Date() });
    await writeSignInSettings(t.db, { mfaRequiredFromLevel: 1, ssoDomains: [], linkByEmail: false });
    const signedIn = await signInWithPasskey(t, account.authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: account.user.id });
    expect(sessionTokenOf(signedIn)).toBeDefined();
  });
});

describe("an account that must use single sign-on", () => {
  let sso: TestApp | undefined;
  afterAll(async () => {
    await writeSignInSettings(t.db, { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: false });
    await sso?.close();
  });

  it("is refused a passkey sign-in as its password would be, and sent to the provider", async () => {
    const account = await accountWithPasskey(`${t.uniqueName("sso")}@sso-only.test`);
    const other = await accountWithPasskey();
    // The same database, with a provider configured (it is not contacted for this refusal).
    sso = await createTestApp(
      { OIDC_ISSUER: "http://127.0.0.1:9/issuer", OIDC_CLIENT_ID: "cardfolio" },
      { sharingDatabaseOf: t },
    );
    await writeSignInSettings(t.db, {
      mfaRequiredFromLevel: null,
      ssoDomains: ["sso-only.test"],
      linkByEmail: false,
    });
    const refused = await signInWithPasskey(sso, account.authenticator);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ sso: true });
    expect(sessionTokenOf(refused)).toBeUndefined();
    expect((await storedPasskey(account.passkeyId)).lastUsedAt).toBeNull();
    expect(await lastSignInEvent(eq(auditEvents.subjectId, account.user.id))).toMatchObject({
      outcome: "failure",
      details: { reason: "sso-required" },
    });
    // Other domains sign in as before.
    expect((await signInWithPasskey(sso, other.authenticator)).statusCode).toBe(200);
  });
});
