/**
 * A person's own passkeys on the account page: added through WebAuthn registration against a
 * challenge taken once and bound to APP_URL, listed without their keys, renamed and removed, at
 * most PASSKEYS_PER_ACCOUNT_MAX of them, never another person's; each addition and removal audited.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ID } from "../../../core/schemas/ids";
import { PASSKEYS_PER_ACCOUNT_MAX } from "../../../core/schemas/passkeys";
import { auditEvents, passkeys } from "../../db/schema";
import { TEST_APP_URL } from "../../test/harness";
import { addPasskey, newAuthenticator, registrationOptions, withChallenge } from "../../test/passkey-flows";
import { testAppPerFile } from "../../test/test-app-per-file";
import { insertPasskey } from "./repo";

const t = testAppPerFile();

const list = (session: string) => t.request({ method: "GET", url: "/api/account/passkeys", session });
const passkeysOf = (userId: number) => t.db.select().from(passkeys).where(eq(passkeys.userId, userId));

describe("adding a passkey", () => {
  it("registers a discoverable passkey for APP_URL's host, lists it without its key, and audits it", async () => {
    const account = await t.signedInUser();
    const { options, cookie } = await registrationOptions(t, account.session);
    expect(options.rp).toEqual({ name: "Cardfolio", id: new URL(TEST_APP_URL).hostname });
    expect(options.user.name).toBe(account.user.username);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      requireResidentKey: true,
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const authenticator = newAuthenticator();
    const added = await t.request({
      method: "POST",
      url: "/api/account/passkeys",
      session: account.session,
      headers: withChallenge(cookie),
      body: { name: "  Work laptop  ", response: authenticator.register(options) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json();
    expect(passkey).toEqual({
      id: expect.any(Number),
      name: "Work laptop",
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    // The challenge is spent: its cookie is cleared.
    expect(added.cookies.find((c) => c.name === "cf_signin")?.value).toBe("");

    const listed = await list(account.session);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([passkey]);
    const [stored] = await passkeysOf(account.user.id);
    expect(stored!.credentialId).toBe([...authenticator.passkeys.keys()][0]);
    expect(stored!.transports).toEqual(["internal"]);
    expect(listed.body).not.toContain(stored!.credentialId);
    expect(listed.body).not.toContain(stored!.publicKey);

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, account.user.id), eq(auditEvents.action, "passkey-added")));
    expect(event).toMatchObject({
      outcome: "success",
      details: { passkeyId: passkey.id, name: "Work laptop" },
    });

    // The next options exclude it, so the same device is not registered twice.
    const again = await registrationOptions(t, account.session);
    expect(again.options.excludeCredentials).toEqual([
      { id: stored!.credentialId, type: "public-key", transports: ["internal"] },
    ]);
  });

  it("takes each challenge once: the same answer sent again is refused", async () => {
    const account = await t.signedInUser();
    const { options, cookie } = await registrationOptions(t, account.session);
    const response = newAuthenticator().register(options);
    const send = () =>
      t.request({
        method: "POST",
        url: "/api/account/passkeys",
        session: account.session,
        headers: withChallenge(cookie),
        body: { name: "Phone", response },
      });
    expect((await send()).statusCode).toBe(201);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/took too long|started again/);
    expect(await passkeysOf(account.user.id)).toHaveLength(1);
  });

  it("refuses another account's challenge, and an answer without a challenge", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const { options, cookie } = await registrationOptions(t, owner.session);
    const response = newAuthenticator().register(options);
    const stolen = await t.request({
      method: "POST",
      url: "/api/account/passkeys",
      session: other.session,
      headers: withChallenge(cookie),
      body: { name: "Not mine", response },
    });
    expect(stolen.statusCode).toBe(400);
    const bare = await t.request({
      method: "POST",
      url: "/api/account/passkeys",
      session: owner.session,
      body: { name: "No challenge", response },
    });
    expect(bare.statusCode).toBe(400);
    expect(await passkeysOf(owner.user.id)).toHaveLength(0);
    expect(await passkeysOf(other.user.id)).toHaveLength(0);
  });

  it("refuses an answer made for another origin or host name, or without verifying the person", async () => {
    const account = await t.signedInUser();
    for (const answer of [
      { origin: "https://evil.test" },
      { origin: "http://cards.test:8080" },
      { rpId: "evil.test" },
      { userVerified: false },
    ]) {
      const refused = await addPasskey(t, account.session, newAuthenticator(), "Refused", answer);
      expect(refused.statusCode, JSON.stringify(answer)).toBe(400);
      expect(refused.json().message).toMatch(/^The passkey could not be verified/);
    }
    expect(await passkeysOf(account.user.id)).toHaveLength(0);
  });

  it("checks the name and bounds the answer's size", async () => {
    const account = await t.signedInUser();
    const authenticator = newAuthenticator();
    for (const [name, message] of [
      ["x".repeat(61), "A passkey's name is at most 60 characters."],
      ["   ", "Give the passkey a name."],
    ]) {
      const refused = await addPasskey(t, account.session, authenticator, name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields?.name).toBe(message);
    }
    const { options, cookie } = await registrationOptions(t, account.session);
    const response = authenticator.register(options);
    const oversized = await t.request({
      method: "POST",
      url: "/api/account/passkeys",
      session: account.session,
      headers: withChallenge(cookie),
      body: { name: "Big", response: { ...response, id: "A".repeat(1401), rawId: "A".repeat(1401) } },
    });
    expect(oversized.statusCode).toBe(400);
    expect((await addPasskey(t, account.session, newAuthenticator(), "x".repeat(60))).statusCode).toBe(201);
  });

  it(`keeps an account to ${PASSKEYS_PER_ACCOUNT_MAX} passkeys, also when one was added while the person chose a device`, async () => {
    const account = await t.signedInUser();
    for (let n = 1; n < PASSKEYS_PER_ACCOUNT_MAX; n++) {
      await insertPasskey(t.db, {
        userId: account.user.id,
        credentialId: `limit-${account.user.id}-${n}`,
        publicKey: "AQID",
        name: `Key ${n}`,
      });
    }
    // Options given at 19; the 20th arrives meanwhile, from another device.
    const { options, cookie } = await registrationOptions(t, account.session);
    await insertPasskey(t.db, {
      userId: account.user.id,
      credentialId: `limit-${account.user.id}-last`,
      publicKey: "AQID",
      name: "Last",
    });
    const late = await t.request({
      method: "POST",
      url: "/api/account/passkeys",
      session: account.session,
      headers: withChallenge(cookie),
      body: { name: "One too many", response: newAuthenticator().register(options) },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `You have ${PASSKEYS_PER_ACCOUNT_MAX} passkeys, the most an account may have. Remove one to add another.`,
    );
    const refused = await t.request({
      method: "POST",
      url: "/api/account/passkeys/options",
      session: account.session,
    });
    expect(refused.statusCode).toBe(409);
    expect((await list(account.session)).json()).toHaveLength(PASSKEYS_PER_ACCOUNT_MAX);
  });
});

describe("the account's passkeys", () => {
  it("are renamed and removed by their owner only; another account's are not found", async () => {
    const owner = await t.signedInUser();
    const stranger = await t.signedInUser();
    const added = await addPasskey(t, owner.session, newAuthenticator(), "Old name");
    const { id } = added.json();

    for (const request of [
      { method: "PATCH" as const, body: { name: "Mine now" } },
      { method: "DELETE" as const, body: undefined },
    ]) {
      const refused = await t.request({
        ...request,
        url: `/api/account/passkeys/${id}`,
        session: stranger.session,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe("Passkey not found");
    }
    expect((await list(owner.session)).json()[0].name).toBe("Old name");

    const renamed = await t.request({
      method: "PATCH",
      url: `/api/account/passkeys/${id}`,
      session: owner.session,
      body: { name: " Phone " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: "Phone" });

    const removed = await t.request({
      method: "DELETE",
      url: `/api/account/passkeys/${id}`,
      session: owner.session,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Passkey removed" });
    expect((await list(owner.session)).json()).toEqual([]);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, owner.user.id), eq(auditEvents.action, "passkey-removed")));
    expect(event).toMatchObject({ outcome: "success", details: { passkeyId: id, name: "Phone" } });
    const gone = await t.request({
      method: "DELETE",
      url: `/api/account/passkeys/${id}`,
      session: owner.session,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("refuse ids beyond the integer column and anyone not signed in", async () => {
    const account = await t.signedInUser();
    // Well formed, so that what refuses it is the missing session, not the body's check.
    const wellFormed = newAuthenticator().register({
      challenge: "AAAA",
      rp: { id: "cards.test" },
      user: { id: "AAAA" },
    });
    const beyond = await t.request({
      method: "DELETE",
      url: `/api/account/passkeys/${MAX_ID + 1}`,
      session: account.session,
    });
    expect(beyond.statusCode).toBe(400);
    const renameBeyond = await t.request({
      method: "PATCH",
      url: `/api/account/passkeys/${MAX_ID + 1}`,
      session: account.session,
      body: { name: "x" },
    });
    expect(renameBeyond.statusCode).toBe(400);

    for (const request of [
      { method: "GET" as const, url: "/api/account/passkeys" },
      { method: "POST" as const, url: "/api/account/passkeys/options" },
      { method: "POST" as const, url: "/api/account/passkeys", body: { name: "x", response: wellFormed } },
      { method: "PATCH" as const, url: "/api/account/passkeys/1", body: { name: "x" } },
      { method: "DELETE" as const, url: "/api/account/passkeys/1" },
    ]) {
      const refused = await t.request(request);
      expect(refused.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
  });
});
