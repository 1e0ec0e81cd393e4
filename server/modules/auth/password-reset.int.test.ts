/** Password reset by mailed single-use link. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../db/schema";
import { resetTokenCount, sessionCount } from "../../test/db-state";
import { TEST_APP_URL, type TestUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { findUserById } from "../user-records/repo";

const RESET_ANSWER = { message: "If your email is registered, you will receive a password reset link" };
const INVALID_LINK = { message: "This reset link is invalid or has expired. Please request a new one." };

const t = testAppPerFile();

const requestReset = (email: string) =>
  t.request({ method: "POST", url: "/api/reset-password", body: { email } });
const confirmReset = (token: string, newPassword: string) =>
  t.request({ method: "POST", url: "/api/reset-password/confirm", body: { token, newPassword } });
const login = (username: string, password: string) =>
  t.request({ method: "POST", url: "/api/login", body: { username, password } });

/** Requests a reset for the user and returns the token from the one mail that must arrive. */
async function mailedToken({ user }: TestUser): Promise<string> {
  const sentBefore = t.mails.length;
  expect((await requestReset(user.email)).statusCode).toBe(200);
  const sent = t.mails.slice(sentBefore);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.to).toBe(user.email);
  const link = sent[0]!.text.match(/(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(link?.[1]).toBe(TEST_APP_URL);
  return link![2]!;
}

async function storedHash(userId: number): Promise<string | undefined> {
  return (await findUserById(t.db, userId))?.password;
}

describe("POST /api/reset-password", () => {
  it("answers a known and an unknown email alike, and mails only the known one", async () => {
    const { user } = await t.createUser({ username: t.uniqueName("forgetful") });
    const sentBefore = t.mails.length;

    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset(`${t.uniqueName("ghost")}@example.org`);
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESET_ANSWER);
    }

    const sent = t.mails.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, subject: expect.stringMatching(/reset/i) });
    expect(await resetTokenCount(t.db, user.id)).toBe(1);
  });

  it("refuses an invalid email with the specification's message and mails nothing", async () => {
    const sentBefore = t.mails.length;
    const response = await requestReset("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please enter a valid email",
      fields: { email: "Please enter a valid email" },
    });
    expect(t.mails).toHaveLength(sentBefore);
  });
});

describe("POST /api/reset-password/confirm", () => {
  it("sets the new password, after which the old one fails, and ends every session", async () => {
    const account = await t.createUser({ username: t.uniqueName("resetter") });
    const { user, password: oldPassword } = account;
    const sessions = [await t.signIn(user.username, oldPassword), await t.signIn(user.username, oldPassword)];
    const token = await mailedToken(account);

    const response = await confirmReset(token, "brand-new-password");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your password has been reset. You can now sign in." });

    expect((await login(user.username, oldPassword)).statusCode).toBe(401);
    expect((await login(user.username, "brand-new-password")).statusCode).toBe(200);
    for (const session of sessions) {
      expect((await t.request({ method: "GET", url: "/api/user", session })).statusCode).toBe(401);
    }
    // Only the sign-in just made is left; the used link is gone with the others.
    expect(await sessionCount(t.db, user.id)).toBe(1);
    expect(await resetTokenCount(t.db, user.id)).toBe(0);
  });

  it("accepts a token once only", async () => {
    const account = await t.createUser({ username: t.uniqueName("once") });
    const token = await mailedToken(account);
    expect((await confirmReset(token, "first-new-password")).statusCode).toBe(200);
    const hashAfterFirstUse = await storedHash(account.user.id);

    const replay = await confirmReset(token, "second-new-password");
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID_LINK);
    expect(await storedHash(account.user.id)).toBe(hashAfterFirstUse);
  });

  it("refuses an expired token and leaves the password and sessions as they were", async () => {
    const account = await t.createUser({ username: t.uniqueName("late") });
    const session = await t.signIn(account.user.username, account.password);
    const token = await mailedToken(account);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user.id));
    const hashBefore = await storedHash(account.user.id);

    const response = await confirmReset(token, "too-late-password");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect(await storedHash(account.user.id)).toBe(hashBefore);
    expect((await t.request({ method: "GET", url: "/api/user", session })).statusCode).toBe(200);
  });

  it("refuses a token that was never issued", async () => {
    const response = await confirmReset("A".repeat(43), "some-new-password");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
  });

  it("refuses a too-short password without using up the token", async () => {
    const account = await t.createUser({ username: t.uniqueName("shorty") });
    const token = await mailedToken(account);
    const hashBefore = await storedHash(account.user.id);

    const response = await confirmReset(token, "12345");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "New password must be at least 6 characters",
      fields: { newPassword: "New password must be at least 6 characters" },
    });
    expect(await storedHash(account.user.id)).toBe(hashBefore);
    expect((await confirmReset(token, "long-enough-now")).statusCode).toBe(200);
  });
});

describe("a reset link mailed before an account change", () => {
  /** The user signs in and saves their profile with `changes` (PUT /api/users/{id}). */
  async function updateOwnProfile({ user, password }: TestUser, changes: Record<string, string>) {
    const session = await t.signIn(user.username, password);
    return t.request({
      method: "PUT",
      url: `/api/users/${user.id}`,
      session,
      body: { username: user.username, fullName: user.fullName, email: user.email, ...changes },
    });
  }

  it("stops working when the user moves to another email address", async () => {
    const account = await t.createUser({ username: t.uniqueName("mover") });
    const token = await mailedToken(account);
    const moved = await updateOwnProfile(account, { email: "moved@elsewhere.test" });
    expect(moved.statusCode).toBe(200);
    expect((await confirmReset(token, "hijacked-password")).json()).toEqual(INVALID_LINK);
    expect(await resetTokenCount(t.db, account.user.id)).toBe(0);
  });

  it("keeps working when the profile changes but the address stays (in any case)", async () => {
    const account = await t.createUser({ username: t.uniqueName("stayer") });
    const token = await mailedToken(account);
    const renamed = await updateOwnProfile(account, {
      fullName: "New Name",
      email: account.user.email.toUpperCase(),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await confirmReset(token, "wanted-password")).statusCode).toBe(200);
  });

  it("stops working when an administrator changes the user's email or password", async () => {
    const admin = await t.createUser({ username: t.uniqueName("admin"), accessLevel: 5 });
    const adminSession = await t.signIn(admin.user.username, admin.password);
    for (const change of [{ email: "changed-by-admin@elsewhere.test" }, { password: "set-by-admin-1" }]) {
      const account = await t.createUser({ username: t.uniqueName("managed") });
      const token = await mailedToken(account);
      const response = await t.request({
        method: "PATCH",
        url: `/api/users/${account.user.id}`,
        session: adminSession,
        body: change,
      });
      expect(response.statusCode).toBe(200);
      expect((await confirmReset(token, "hijacked-password")).json(), JSON.stringify(change)).toEqual(
        INVALID_LINK,
      );
    }
  });
});
