/** DELETE /api/user: deleting one's own account after confirming the password. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessCards, users } from "../../db/schema";
import { SESSION_COOKIE } from "../../lib/session-cookie";
import { allUsers, resetTokenCount, sessionCount } from "../../test/db-state";
import { TEST_ADMIN } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { findUserById } from "../user-records/repo";

const t = testAppPerFile();

const deleteAccount = (session: string | undefined, body: unknown) =>
  t.request({ method: "DELETE", url: "/api/user", body, session });
const currentUser = (session: string) => t.request({ method: "GET", url: "/api/user", session });

const signedIn = (accessLevel = 1, prefix = "member") => t.signedInUser(accessLevel, prefix);

async function setLevel(userId: number, accessLevel: number): Promise<void> {
  await t.db.update(users).set({ accessLevel }).where(eq(users.id, userId));
}

describe("DELETE /api/user refusals", () => {
  it("requires a signed-in user", async () => {
    const response = await deleteAccount(undefined, { password: "whatever" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a wrong password on its field and keeps the account and session", async () => {
    const me = await signedIn();
    const before = await allUsers(t.db);
    const response = await deleteAccount(me.session, { password: "not-my-password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Password is incorrect",
      fields: { password: "Password is incorrect" },
    });
    expect(await allUsers(t.db)).toEqual(before);
    expect((await currentUser(me.session)).statusCode).toBe(200);
  });

  it("requires the password", async () => {
    const me = await signedIn();
    const response = await deleteAccount(me.session, { password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Password is required",
      fields: { password: "Password is required" },
    });
    expect(await findUserById(t.db, me.user.id)).toBeDefined();
  });

  it("never deletes the first administrator (id 1), even with the right password", async () => {
    const session = await t.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await deleteAccount(session, { password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "The first administrator account cannot be deleted." });
    expect(await findUserById(t.db, 1)).toBeDefined();
    expect((await currentUser(session)).statusCode).toBe(200);
  });

  it("never deletes the last level-5 user, and does once another one exists", async () => {
    const admin = await signedIn(5, "lastadmin");
    // Make `admin` the only level-5 user by demoting the first administrator for this test.
    await setLevel(1, 4);
    try {
      const refused = await deleteAccount(admin.session, { password: admin.password });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: "The last Admin account cannot be deleted. Make another user an Admin first.",
      });
      expect(await findUserById(t.db, admin.user.id)).toBeDefined();
    } finally {
      await setLevel(1, 5);
    }

    const allowed = await deleteAccount(admin.session, { password: admin.password });
    expect(allowed.statusCode).toBe(200);
    expect(await findUserById(t.db, admin.user.id)).toBeUndefined();
  });
});

describe("DELETE /api/user", () => {
  it("deletes the account with its cards, sessions and reset links, and signs it out", async () => {
    const me = await signedIn(1, "departing");
    const otherDevice = await t.signIn(me.user.username, me.password);
    const [card] = await t.db
      .insert(businessCards)
      .values({ userId: me.user.id, slug: `${me.user.username.toLowerCase()}-card`, name: "My card" })
      .returning();
    await t.request({ method: "POST", url: "/api/reset-password", body: { email: me.user.email } });
    expect(await resetTokenCount(t.db, me.user.id)).toBe(1);
    const neighbour = await t.createUser({ username: t.uniqueName("neighbour") });

    const response = await deleteAccount(me.session, { password: me.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your account has been deleted." });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");

    expect(await findUserById(t.db, me.user.id)).toBeUndefined();
    expect(await t.db.select().from(businessCards).where(eq(businessCards.id, card!.id))).toEqual([]);
    expect(await sessionCount(t.db, me.user.id)).toBe(0);
    expect(await resetTokenCount(t.db, me.user.id)).toBe(0);
    expect((await currentUser(otherDevice)).statusCode).toBe(401);
    const login = await t.request({
      method: "POST",
      url: "/api/login",
      body: { username: me.user.username, password: me.password },
    });
    expect(login.statusCode).toBe(401);
    // Only this account went.
    expect(await findUserById(t.db, neighbour.user.id)).toBeDefined();
  });
});
