/** PUT /api/users/{id}: profile edits, who may edit whom, conflicts. */
import { describe, expect, it } from "vitest";
import { allUsers } from "../../test/db-state";
import { TEST_ADMIN, type TestUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { findUserById } from "../user-records/repo";
import { TAKEN } from "./users-test-kit";

const CANNOT_EDIT = { message: "You don't have permission to edit this user." };

const t = testAppPerFile();

const putUser = (session: string | undefined, id: number | string, body: unknown) =>
  t.request({ method: "PUT", url: `/api/users/${id}`, body, session });

/** A valid profile body for `target`, with the given fields changed. */
function profileOf({ user }: TestUser, changes: Record<string, unknown> = {}) {
  return {
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    ...changes,
  };
}

const signedIn = (accessLevel = 1, prefix = "member") => t.signedInUser(accessLevel, prefix);

describe("editing one's own profile", () => {
  it("saves every field and answers the updated user", async () => {
    const me = await signedIn();
    const newName = t.uniqueName("renamed");
    const response = await putUser(me.session, me.user.id, {
      username: `  ${newName}  `,
      fullName: "Renamed Person",
      email: `${newName}@example.org`,
      phone: "+1 (555) 010-0000",
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: me.user.id,
      username: newName,
      fullName: "Renamed Person",
      email: `${newName}@example.org`,
      phone: "+1 (555) 010-0000",
      accessLevel: 1,
      createdAt: me.user.createdAt.toISOString(),
    };
    expect(response.json()).toEqual(expected);
    expect((await t.request({ method: "GET", url: "/api/user", session: me.session })).json()).toEqual(
      expected,
    );
  });

  it("treats an empty phone as none and keeps one's own username in another case", async () => {
    const me = await signedIn(1, "Casey");
    const response = await putUser(
      me.session,
      me.user.id,
      profileOf(me, { username: me.user.username.toLowerCase(), phone: "" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: me.user.username.toLowerCase(), phone: null });
  });

  it("answers 400 with the specification's messages and changes nothing", async () => {
    const me = await signedIn();
    const before = await allUsers(t.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ username: "ab" }, { username: "Username must be at least 3 characters" }],
      [{ username: "a".repeat(21) }, { username: "Username must be less than 20 characters" }],
      [{ fullName: "" }, { fullName: "Full name is required" }],
      [{ email: "someone@" }, { email: "Please enter a valid email" }],
    ];
    for (const [changes, fields] of cases) {
      const response = await putUser(me.session, me.user.id, profileOf(me, changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json(), JSON.stringify(changes)).toEqual({ message: Object.values(fields)[0], fields });
    }
    expect(await allUsers(t.db)).toEqual(before);
  });

  it("answers 409 for a username or email another user has, in any case", async () => {
    const me = await signedIn();
    const other = await t.createUser({ username: t.uniqueName("Holder") });
    const before = await allUsers(t.db);
    for (const field of ["username", "email"] as const) {
      const response = await putUser(
        me.session,
        me.user.id,
        profileOf(me, { [field]: other.user[field].toUpperCase() }),
      );
      expect(response.statusCode, field).toBe(409);
      expect(response.json(), field).toEqual(TAKEN[field]);
    }
    expect(await allUsers(t.db)).toEqual(before);
  });

  it("requires a signed-in user", async () => {
    const target = await t.createUser({ username: t.uniqueName("anon-target") });
    const response = await putUser(undefined, target.user.id, profileOf(target, { fullName: "Hijacked" }));
    expect(response.statusCode).toBe(401);
    expect((await findUserById(t.db, target.user.id))?.fullName).toBe(target.user.fullName);
  });
});

describe("editing another user's profile", () => {
  it("is denied to a level-1 user, for existing and missing users alike, changing nothing", async () => {
    const me = await signedIn(1);
    const target = await t.createUser({ username: t.uniqueName("target") });
    const before = await allUsers(t.db);

    const response = await putUser(me.session, target.user.id, profileOf(target, { fullName: "Hijacked" }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CANNOT_EDIT);
    // No 404 here: a level-1 user must not learn which ids exist.
    expect((await putUser(me.session, 999_999, profileOf(target))).statusCode).toBe(403);
    expect(await allUsers(t.db)).toEqual(before);
  });

  it("is allowed to a level-4 user for users of levels 1 to 3", async () => {
    const editor = await signedIn(4, "editor");
    for (const level of [1, 2, 3]) {
      const target = await t.createUser({ username: t.uniqueName(`level${level}`), accessLevel: level });
      const response = await putUser(
        editor.session,
        target.user.id,
        profileOf(target, { fullName: `Edited at ${level}` }),
      );
      expect(response.statusCode, `level ${level}`).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.user.id,
        fullName: `Edited at ${level}`,
        accessLevel: level,
      });
      expect((await findUserById(t.db, target.user.id))?.fullName).toBe(`Edited at ${level}`);
    }
  });

  it("is denied to a level-4 user for another level-4 or a level-5 user, changing nothing", async () => {
    const editor = await signedIn(4, "editor");
    const admin = await t.createUser({ username: t.uniqueName("sysadmin"), accessLevel: 5 });
    const peer = await t.createUser({ username: t.uniqueName("peer"), accessLevel: 4 });
    const before = await allUsers(t.db);
    for (const target of [admin.user, peer.user, (await findUserById(t.db, 1))!]) {
      const response = await putUser(editor.session, target.id, {
        username: target.username,
        fullName: "Demoted?",
        email: target.email,
      });
      expect(response.statusCode, target.username).toBe(403);
      expect(response.json()).toEqual(CANNOT_EDIT);
    }
    expect(await allUsers(t.db)).toEqual(before);
  });

  it("tells a level-4 user when the user does not exist", async () => {
    const editor = await signedIn(4, "editor");
    const response = await putUser(editor.session, 999_999, {
      username: t.uniqueName("nobody"),
      fullName: "Nobody",
      email: "nobody@example.org",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "User not found" });
  });

  it("lets the first administrator edit anyone", async () => {
    const session = await t.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const target = await t.createUser({ username: t.uniqueName("managed"), accessLevel: 5 });
    const response = await putUser(session, target.user.id, profileOf(target, { fullName: "Managed" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: "Managed" });
  });
});

describe("the id in the path", () => {
  it("must be a positive whole number", async () => {
    const me = await signedIn();
    const before = await allUsers(t.db);
    for (const id of ["abc", "1.5", "0", "-3"]) {
      const response = await putUser(me.session, id, profileOf(me, { fullName: "Changed" }));
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({
        message: "User id must be a positive whole number",
        fields: { id: "User id must be a positive whole number" },
      });
    }
    expect(await allUsers(t.db)).toEqual(before);
  });
});
