/**
 * Two-step sign-in with an authenticator app (decision 033): setup, the second step with a code
 * or a recovery code, replays, drift, the throttle, turning it off, and a level that requires it.
 * Date is faked (timers stay real), so every code is made for a known step.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditEvents, recoveryCodes, signInChallenges, totpFactors } from "../../db/schema";
import { sessionCount } from "../../test/db-state";
import { sessionTokenOf } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { totpCodeAt } from "../mfa/totp";
import { SIGN_IN_COOKIE } from "../sign-in/challenges";
import { writeSignInSettings } from "../sign-in/settings";

const t = testAppPerFile();
/** 5 s into a 30-second step, so a test never straddles a step's end. */
let now = 0;

beforeEach(() => {
  now = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
});
afterEach(async () => {
  vi.useRealTimers();
  await writeSignInSettings(t.db, { mfaRequiredFromLevel: null, ssoDomains: [], linkByEmail: false });
});

/** Moves the clock to the next step, so a new code exists. */
function nextStep() {
  now += 30_000;
  vi.setSystemTime(now);
}

const challengeOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === SIGN_IN_COOKIE)?.value;

/** A user with the app on: its secret and its ten recovery codes. */
async function userWithTotp(level = 1) {
  const account = await t.signedInUser(level, "totp");
  const setup = await t.request({ method: "POST", url: "/api/account/totp", session: account.session });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await t.request({
    method: "POST",
    url: "/api/account/totp/enable",
    session: account.session,
    body: { code: totpCodeAt(secret, now) },
  });
  expect(enable.statusCode).toBe(200);
  nextStep();
  return { ...account, secret, codes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The password step: answers the challenge token. */
async function passwordStep(username: string, password: string) {
  const response = await t.request({ method: "POST", url: "/api/login", body: { username, password } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ mfaRequired: true, methods: ["totp", "recovery"] });
  expect(sessionTokenOf(response)).toBeUndefined();
  return challengeOf(response)!;
}

const secondStep = (challenge: string | undefined, body: unknown) =>
  t.request({
    method: "POST",
    url: "/api/login/totp",
    body,
    ...(challenge ? { cookies: { [SIGN_IN_COOKIE]: challenge } } : {}),
  });

describe("setting up the authenticator app", () => {
  it("shows a secret and its address, turns on with a first code, and hands out ten recovery codes", async () => {
    const { user, session } = await t.signedInUser(1, "setup");
    const setup = await t.request({ method: "POST", url: "/api/account/totp", session });
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(`Cardfolio:${user.username}`);
    // Stored sealed: the database alone does not hold the secret.
    const [stored] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.enabledAt).toBeNull();

    const status = () => t.request({ method: "GET", url: "/api/account/mfa", session });
    expect((await status()).json()).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, required: false });

    const wrong = await t.request({
      method: "POST",
      url: "/api/account/totp/enable",
      session,
      body: { code: totpCodeAt(secret, now + 120_000) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.code).toMatch(/not right/);

    const enable = await t.request({
      method: "POST",
      url: "/api/account/totp/enable",
      session,
      body: { code: totpCodeAt(secret, now) },
    });
    expect(enable.statusCode).toBe(200);
    const codes = (enable.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    // Hashed only.
    const rows = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(codes.map((c) => c.replace("-", ""))).not.toContain(row.codeHash);
    expect((await status()).json()).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, required: false });

    // On already: no second setup over it.
    const again = await t.request({ method: "POST", url: "/api/account/totp", session });
    expect(again.statusCode).toBe(409);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id));
    expect(audit.map((event) => event.action)).toContain("totp-enabled");
  });

  it("needs a session (or a sign-in that requires the setup)", async () => {
    expect((await t.request({ method: "POST", url: "/api/account/totp" })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/account/mfa" })).statusCode).toBe(401);
    const enable = await t.request({
      method: "POST",
      url: "/api/account/totp/enable",
      body: { code: "123456" },
    });
    expect(enable.statusCode).toBe(401);
  });
});

describe("signing in with a second step", () => {
  it("asks for a code after the password, and a right code starts the session", async () => {
    const { user, password, secret } = await userWithTotp();
    const before = await sessionCount(t.db, user.id);
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
    });
    const cookie = response.cookies.find((c) => c.name === SIGN_IN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
    expect(await sessionCount(t.db, user.id)).toBe(before);
    // The challenge is no session.
    const me = await t.request({
      method: "GET",
      url: "/api/user",
      cookies: { [SIGN_IN_COOKIE]: cookie!.value },
    });
    expect(me.statusCode).toBe(401);

    const done = await secondStep(cookie!.value, { code: totpCodeAt(secret, now) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, username: user.username });
    expect(sessionTokenOf(done)).toBeDefined();
    expect(await sessionCount(t.db, user.id)).toBe(before + 1);
    // The challenge is used up, and its cookie cleared.
    expect(done.cookies.find((c) => c.name === SIGN_IN_COOKIE)?.value).toBe("");
    expect((await secondStep(cookie!.value, { code: totpCodeAt(secret, now) })).statusCode).toBe(401);
    const signIns = (
      await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id)).orderBy(auditEvents.id)
    ).filter((row) => row.action === "sign-in");
    // The first is the test's own password sign-in (the app was not on yet).
    expect(signIns.map((event) => `${event.outcome}:${event.method}`)).toEqual([
      "success:password",
      "success:totp",
    ]);
  });

  it("accepts a code once: its replay is refused, even on a new sign-in", async () => {
    const { user, password, secret } = await userWithTotp();
    const code = totpCodeAt(secret, now);
    expect((await secondStep(await passwordStep(user.username, password), { code })).statusCode).toBe(200);
    const replay = await secondStep(await passwordStep(user.username, password), { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().fields.code).toMatch(/not right/);
  });

  it("accepts the step before and after for a clock off by one step, but not two", async () => {
    const { user, password, secret } = await userWithTotp();
    const challenge = await passwordStep(user.username, password);
    expect((await secondStep(challenge, { code: totpCodeAt(secret, now - 60_000) })).statusCode).toBe(401);
    expect((await secondStep(challenge, { code: totpCodeAt(secret, now + 60_000) })).statusCode).toBe(401);
    expect((await secondStep(challenge, { code: totpCodeAt(secret, now + 30_000) })).statusCode).toBe(200);
    // The step before is now older than the one taken: refused.
    const later = await passwordStep(user.username, password);
    expect((await secondStep(later, { code: totpCodeAt(secret, now - 30_000) })).statusCode).toBe(401);
  });

  it("takes each recovery code once, and audits its use", async () => {
    const { user, password, codes } = await userWithTotp();
    const typed = codes[0]!.toLowerCase().replace("-", " ");
    const first = await secondStep(await passwordStep(user.username, password), { recoveryCode: typed });
    expect(first.statusCode).toBe(200);
    const again = await secondStep(await passwordStep(user.username, password), { recoveryCode: codes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json().fields.recoveryCode).toMatch(/has been used/);
    const session = sessionTokenOf(first)!;
    const status = await t.request({ method: "GET", url: "/api/account/mfa", session });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id))).map(
      (event) => `${event.action}:${event.method ?? ""}`,
    );
    expect(actions).toContain("recovery-code-used:");
    expect(actions).toContain("sign-in:recovery-code");
  });

  it("drops the sign-in after five wrong codes, and counts them on the sign-in throttle", async () => {
    const { user, password, secret } = await userWithTotp();
    const challenge = await passwordStep(user.username, password);
    const wrong = totpCodeAt(secret, now + 300_000);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await secondStep(challenge, { code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/not right/);
    }
    const fifth = await secondStep(challenge, { code: wrong });
    expect(fifth.json().message).toBe("Too many wrong codes. Please sign in again.");
    // Gone: even the right code cannot finish it.
    const late = await secondStep(challenge, { code: totpCodeAt(secret, now) });
    expect(late.json().message).toBe("Your sign-in has expired. Please sign in again.");
    // Five more wrong codes on a new sign-in make ten failures: the account is locked, so even
    // the right password is turned away, as after ten wrong passwords.
    const second = await passwordStep(user.username, password);
    for (let attempt = 1; attempt <= 5; attempt++) await secondStep(second, { code: wrong });
    const locked = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
    });
    expect(locked.statusCode).toBe(429);
    const failures = (await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, user.id))).filter(
      (event) => event.outcome === "failure",
    );
    expect(failures).toHaveLength(10);
  });

  it("refuses malformed and missing answers with the form's words, and nothing changes", async () => {
    const { user, password } = await userWithTotp();
    const challenge = await passwordStep(user.username, password);
    const cases: [unknown, string][] = [
      [{ code: "12345" }, "Enter the 6-digit code from your authenticator app."],
      [{ code: "x".repeat(10_000) }, "Enter the 6-digit code from your authenticator app."],
      [{ recoveryCode: "short" }, "Enter one of your recovery codes."],
    ];
    for (const [body, message] of cases) {
      const response = await secondStep(challenge, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await secondStep(challenge, { code: "1".repeat(1_000_000) })).statusCode).toBe(413);
    expect((await secondStep(challenge, { code: "123456", recoveryCode: "ABCDEFGHIJ" })).statusCode).toBe(
      400,
    );
    expect((await secondStep(challenge, {})).statusCode).toBe(400);
    // Without the challenge's cookie, or with a made-up one: the sign-in must start again.
    for (const cookie of [undefined, "made-up-token"]) {
      const response = await secondStep(cookie, { code: "123456" });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Your sign-in has expired. Please sign in again.");
    }
    const [row] = await t.db.select().from(signInChallenges).where(eq(signInChallenges.userId, user.id));
    expect(row!.attempts).toBe(0);
  });

  it("leaves accounts without the app signing in with the password alone", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("plain") });
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
    });
    expect(response.json()).toMatchObject({ id: user.id });
    expect(sessionTokenOf(response)).toBeDefined();
    expect(challengeOf(response)).toBeUndefined();
  });

  it("ends a half-done sign-in when the password changes", async () => {
    const { user, password, secret, session } = await userWithTotp();
    const challenge = await passwordStep(user.username, password);
    const change = await t.request({
      method: "POST",
      url: "/api/update-password",
      session,
      body: {
        currentPassword: password,
        newPassword: "a-new-password-9",
        confirmPassword: "a-new-password-9",
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await secondStep(challenge, { code: totpCodeAt(secret, now) })).statusCode).toBe(401);
  });
});

describe("turning it off and new recovery codes", () => {
  it("needs the password and a code", async () => {
    const { user, password, secret, session } = await userWithTotp();
    const disable = (body: unknown) =>
      t.request({ method: "POST", url: "/api/account/totp/disable", session, body });
    const wrongPassword = await disable({ password: "not-it", code: totpCodeAt(secret, now) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toEqual({ password: "Password is incorrect" });
    const wrongCode = await disable({ password, code: totpCodeAt(secret, now + 300_000) });
    expect(wrongCode.json().fields.code).toMatch(/not right/);
    const off = await disable({ password, code: totpCodeAt(secret, now) });
    expect(off.statusCode).toBe(200);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    // The password alone signs in again.
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
    });
    expect(sessionTokenOf(response)).toBeDefined();
  });

  it("renews the recovery codes for a code; the old ones stop working", async () => {
    const { user, password, secret, session, codes } = await userWithTotp();
    const renew = await t.request({
      method: "POST",
      url: "/api/account/totp/recovery-codes",
      session,
      body: { code: totpCodeAt(secret, now) },
    });
    expect(renew.statusCode).toBe(200);
    const fresh = (renew.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await secondStep(await passwordStep(user.username, password), { recoveryCode: codes[1] });
    expect(old.statusCode).toBe(401);
    const used = await secondStep(await passwordStep(user.username, password), { recoveryCode: fresh[0] });
    expect(used.statusCode).toBe(200);
  });
});

describe("a level that requires a second step", () => {
  it("leads the account through setup at sign-in, and setting it up signs in", async () => {
    await writeSignInSettings(t.db, { mfaRequiredFromLevel: 4, ssoDomains: [], linkByEmail: false });
    const { user, password } = await t.createUser({ username: t.uniqueName("editor"), accessLevel: 4 });
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: user.username, password },
    });
    expect(response.json()).toEqual({ mfaSetupRequired: true });
    expect(sessionTokenOf(response)).toBeUndefined();
    const cookies = { [SIGN_IN_COOKIE]: challengeOf(response)! };
    // The challenge opens the setup routes only.
    expect((await t.request({ method: "GET", url: "/api/user", cookies })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/account/sessions", cookies })).statusCode).toBe(401);
    const setup = await t.request({ method: "POST", url: "/api/account/totp", cookies });
    const { secret } = setup.json() as { secret: string };
    const enable = await t.request({
      method: "POST",
      url: "/api/account/totp/enable",
      cookies,
      body: { code: totpCodeAt(secret, now) },
    });
    expect(enable.statusCode).toBe(200);
    expect((enable.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const session = sessionTokenOf(enable)!;
    const me = await t.request({ method: "GET", url: "/api/user", session });
    expect(me.json()).toMatchObject({ id: user.id });
    // Required: it cannot be turned off.
    nextStep();
    const off = await t.request({
      method: "POST",
      url: "/api/account/totp/disable",
      session,
      body: { password, code: totpCodeAt(secret, now) },
    });
    expect(off.statusCode).toBe(403);
    // Levels below sign in as before.
    const { user: basic, password: basicPassword } = await t.createUser({ username: t.uniqueName("basic") });
    const plain = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: basic.username, password: basicPassword },
    });
    expect(sessionTokenOf(plain)).toBeDefined();
  });
});
