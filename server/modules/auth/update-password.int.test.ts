/** Changing the password while signed in. */
import { describe, expect, it } from "vitest";
import { sessionCount } from "../../test/db-state";
import { testAppPerFile } from "../../test/test-app-per-file";
import { findUserById } from "../user-records/repo";

const t = testAppPerFile();

const updatePassword = (session: string | undefined, body: unknown) =>
  t.request({ method: "POST", url: "/api/update-password", body, session });
const currentUser = (session: string) => t.request({ method: "GET", url: "/api/user", session });

async function storedHash(userId: number): Promise<string | undefined> {
  return (await findUserById(t.db, userId))?.password;
}

describe("POST /api/update-password", () => {
  it("requires a signed-in user", async () => {
    const response = await updatePassword(undefined, { currentPassword: "x", newPassword: "new-password" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a wrong current password on its field and changes nothing", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("mistaken") });
    const [session, other] = [
      await t.signIn(user.username, password),
      await t.signIn(user.username, password),
    ];
    const hashBefore = await storedHash(user.id);

    const response = await updatePassword(session, {
      currentPassword: "not-my-password",
      newPassword: "new-password",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Current password is incorrect",
      fields: { currentPassword: "Current password is incorrect" },
    });
    expect(await storedHash(user.id)).toBe(hashBefore);
    expect((await currentUser(other)).statusCode).toBe(200);
    expect(await sessionCount(t.db, user.id)).toBe(2);
  });

  it("changes the password, keeps this session and ends the user's other sessions", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("changer") });
    const bystander = await t.createUser({ username: t.uniqueName("bystander") });
    const bystanderSession = await t.signIn(bystander.user.username, bystander.password);
    const here = await t.signIn(user.username, password);
    const elsewhere = await t.signIn(user.username, password);

    const response = await updatePassword(here, {
      currentPassword: password,
      newPassword: "changed-password",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    expect(response.json()).not.toHaveProperty("password");

    expect((await currentUser(here)).statusCode).toBe(200);
    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    expect((await currentUser(bystanderSession)).statusCode).toBe(200);
    expect(await sessionCount(t.db, user.id)).toBe(1);

    const login = (pw: string) =>
      t.request({ method: "POST", url: "/api/login", body: { username: user.username, password: pw } });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login("changed-password")).statusCode).toBe(200);
  });

  it("answers the specification's messages for missing or short passwords", async () => {
    const { user, password } = await t.createUser({ username: t.uniqueName("validator") });
    const session = await t.signIn(user.username, password);
    const hashBefore = await storedHash(user.id);

    const response = await updatePassword(session, { currentPassword: "", newPassword: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password must be at least 6 characters",
    });
    expect(await storedHash(user.id)).toBe(hashBefore);
  });
});
