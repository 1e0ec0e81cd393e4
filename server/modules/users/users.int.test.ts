/** GET/POST /api/users, PATCH/DELETE /api/users/{id}. */

import { describe, expect, it } from "vitest";
import {
  DELETE_ABOVE_OWN,
  DELETE_PEER,
  FIRST_USER_KEPT,
  LEVEL_ABOVE_OWN,
  LEVEL_OF_PEER,
  OWN_LEVEL_FIXED,
  SELF_DELETE_HERE,
  TARGET_ABOVE_OWN,
  TARGET_PEER,
  USERS_DENIAL,
} from "../../../core/policy";
import { readableSlugBase } from "../../../core/slug";
import { allUsers, sessionCount } from "../../test/db-state";
import { testAppPerFile } from "../../test/test-app-per-file";
import { findUserById } from "../user-records/repo";
import { TAKEN, usersTestKit } from "./users-test-kit";

/** Decision 006: level 5 manages every level, level 4 the levels below its own. */
const manages = (actorLevel: number, targetLevel: number) => actorLevel === 5 || targetLevel < actorLevel;

const t = testAppPerFile();
const kit = usersTestKit(() => t);
const listAs = (session: string, url: string) => t.request({ method: "GET", url, session });
const createAs = (session: string, body: unknown) =>
  t.request({ method: "POST", url: "/api/users", body, session });
const patchAs = (session: string, id: number, body: unknown) =>
  t.request({ method: "PATCH", url: `/api/users/${id}`, body, session });
const deleteAs = (session: string, id: number) =>
  t.request({ method: "DELETE", url: `/api/users/${id}`, session });
const LEVELS = [1, 2, 3, 4, 5];

describe("access", () => {
  it("answers 401 without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/users"],
      ["POST", "/api/users"],
      ["PATCH", "/api/users/2"],
      ["DELETE", "/api/users/2"],
      ["POST", "/api/users/bulk"],
    ] as const) {
      const response = await t.request({
        method,
        url,
        body: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 403 with the denial text below level 4, whatever the body", async () => {
    const target = await t.createUser({ accessLevel: 1 });
    for (const level of [1, 2, 3]) {
      const me = await kit.signedIn(level);
      for (const [method, url, body] of [
        ["GET", "/api/users", undefined],
        ["POST", "/api/users", kit.newUserBody()],
        ["POST", "/api/users", { junk: true }],
        ["PATCH", `/api/users/${target.user.id}`, { fullName: "Changed Name" }],
        ["DELETE", `/api/users/${target.user.id}`, undefined],
        ["POST", "/api/users/bulk", { users: [kit.newUserBody()] }],
      ] as const) {
        const response = await t.request({ method, url, body, session: me.session });
        expect(response.statusCode, `level ${level} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: USERS_DENIAL });
      }
    }
    expect((await findUserById(t.db, target.user.id))?.fullName).toBe(target.user.fullName);
  });
});

describe("GET /api/users", () => {
  it("lists users with their first card's slug, without secrets", async () => {
    const admin = await kit.signedIn(4);
    const withCards = await t.createUser({ fullName: "Listed Person" });
    const first = await kit.cardOf(withCards);
    await kit.cardOf(withCards);
    const response = await listAs(admin.session, "/api/users");
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.find((u) => u.id === withCards.user.id)).toEqual({
      id: withCards.user.id,
      username: withCards.user.username,
      fullName: "Listed Person",
      email: withCards.user.email,
      cardSlug: first.slug,
      accessLevel: 1,
    });
    expect(list.find((u) => u.id === admin.user.id)?.cardSlug).toBeNull();
  });

  it("searches case-insensitively on username, full name and email, and pages with a total", async () => {
    const admin = await kit.signedIn(4);
    const tag = `zq${Date.now() % 100000}`;
    const a = await t.createUser({ username: t.uniqueName(`${tag}A`) });
    const b = await t.createUser({ fullName: `Mx ${tag.toUpperCase()} Person` });
    const c = await t.createUser({ email: `${tag}-mail@other.test` });
    await t.createUser({ fullName: "Somebody Else" });
    const page1 = await listAs(admin.session, `/api/users?search=${tag.toUpperCase()}&page=1&pageSize=2`);
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const page2 = await listAs(admin.session, `/api/users?search=${tag}&page=2&pageSize=2`);
    const ids = [...body1.users, ...page2.json().users].map((u: { id: number }) => u.id);
    expect(ids).toEqual([a.user.id, b.user.id, c.user.id]);
    const plain = await listAs(admin.session, `/api/users?search=${tag}`);
    expect(plain.json().map((u: { id: number }) => u.id)).toEqual(ids);
  });

  it("treats LIKE wildcards in the search as text and bounds the page size", async () => {
    const admin = await kit.signedIn(5);
    const all = await listAs(admin.session, "/api/users?search=%25&page=1");
    expect(all.json().total).toBe(0);
    const big = await listAs(admin.session, "/api/users?pageSize=5000");
    expect(big.statusCode).toBe(400);
  });
});

describe("POST /api/users", () => {
  it("creates the user, hashed as for sign-in, with a card of the given slug", async () => {
    const admin = await kit.signedIn(4);
    const body = kit.newUserBody({ accessLevel: 3, cardSlug: `Slug-${t.uniqueName("c")}` });
    const response = await t.request({ method: "POST", url: "/api/users", body, session: admin.session });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
      fullName: body.fullName,
      accessLevel: 3,
      cardSlug: String(body.cardSlug).toLowerCase(),
    });
    expect((await kit.cardsOf(created.id)).map((c) => c.slug)).toEqual([created.cardSlug]);
    await t.signIn(body.username, body.password);
  });

  it("generates a readable slug from the full name when none is given; level defaults to 1", async () => {
    const admin = await kit.signedIn(4);
    const { accessLevel: _, ...body } = kit.newUserBody({ cardSlug: "" });
    const response = await t.request({ method: "POST", url: "/api/users", body, session: admin.session });
    expect(response.statusCode).toBe(201);
    expect(response.json().accessLevel).toBe(1);
    expect(response.json().cardSlug).toMatch(new RegExp(`^${readableSlugBase(body.fullName)}(-\\d+)?$`));
  });

  it("refuses taken usernames, emails and slugs with 409 and clear messages", async () => {
    const admin = await kit.signedIn(4);
    const existing = await t.createUser();
    const card = await kit.cardOf(existing);
    const before = await allUsers(t.db);
    for (const [field, value] of [
      ["username", existing.user.username.toUpperCase()],
      ["email", existing.user.email.toUpperCase()],
      ["cardSlug", card.slug],
    ] as const) {
      const response = await createAs(admin.session, kit.newUserBody({ [field]: value }));
      expect(response.statusCode, field).toBe(409);
      expect(response.json(), field).toEqual(TAKEN[field]);
    }
    expect(await allUsers(t.db)).toEqual(before);
  });

  it.each(["username", "email", "cardSlug"] as const)(
    "creates one of two users sent at once with one %s, and answers the other the same 409",
    async (field) => {
      const admin = await kit.signedIn(4);
      const first = kit.newUserBody({ cardSlug: t.uniqueName("wanted") });
      const second = kit.newUserBody({ [field]: first[field] });
      const before = (await allUsers(t.db)).length;
      const responses = await Promise.all([createAs(admin.session, first), createAs(admin.session, second)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual(TAKEN[field]);
      expect(await allUsers(t.db)).toHaveLength(before + 1);
    },
  );

  it("gives the form's messages on bad input", async () => {
    const admin = await kit.signedIn(4);
    const response = await createAs(admin.session, {
      username: "ab",
      email: "x",
      fullName: "A",
      password: "1",
      accessLevel: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      username: "Username must be at least 3 characters",
      email: "Please enter a valid email",
      fullName: "Full name must be at least 2 characters",
      password: "Password must be at least 6 characters",
    });
  });

  it("lets level 4 create users below its own level, and level 5 at every level", async () => {
    const expected: Record<number, Record<number, string | undefined>> = {
      4: { 1: undefined, 2: undefined, 3: undefined, 4: LEVEL_OF_PEER, 5: LEVEL_ABOVE_OWN },
      5: { 1: undefined, 2: undefined, 3: undefined, 4: undefined, 5: undefined },
    };
    for (const actorLevel of [4, 5]) {
      const admin = await kit.signedIn(actorLevel);
      for (const level of LEVELS) {
        const response = await createAs(admin.session, kit.newUserBody({ accessLevel: level }));
        const denial = expected[actorLevel]![level];
        if (denial === undefined) expect(response.statusCode, `${actorLevel} creates ${level}`).toBe(201);
        else {
          expect(response.statusCode, `${actorLevel} creates ${level}`).toBe(403);
          expect(response.json().message).toBe(denial);
        }
      }
    }
  });
});

describe("PATCH /api/users/{id}", () => {
  it("changes fields, keeps the password when blank, and changes the first card's slug", async () => {
    const admin = await kit.signedIn(4);
    const target = await t.createUser();
    const first = await kit.cardOf(target);
    const second = await kit.cardOf(target);
    const newSlug = t.uniqueName("moved");
    const response = await patchAs(admin.session, target.user.id, {
      fullName: "Renamed Person",
      password: "",
      cardSlug: newSlug,
      accessLevel: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: "Renamed Person", cardSlug: newSlug, accessLevel: 2 });
    const slugs = (await kit.cardsOf(target.user.id)).map((c) => [c.id, c.slug]);
    expect(slugs).toEqual([
      [first.id, newSlug],
      [second.id, second.slug],
    ]);
    expect((await findUserById(t.db, target.user.id))?.password).toBe(target.user.password);
    await t.signIn(target.user.username, target.password);
  });

  it("changes only the card's slug, or nothing, when that is all the body holds", async () => {
    const admin = await kit.signedIn(4);
    const target = await t.createUser();
    const card = await kit.cardOf(target);
    const newSlug = t.uniqueName("alone");
    const moved = await patchAs(admin.session, target.user.id, { cardSlug: newSlug });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ username: target.user.username, cardSlug: newSlug });
    expect((await kit.cardsOf(target.user.id)).map((c) => [c.id, c.slug])).toEqual([[card.id, newSlug]]);
    const unchanged = await patchAs(admin.session, target.user.id, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(moved.json());
    expect(await findUserById(t.db, target.user.id)).toEqual(target.user);
  });

  it("sets a new password and ends the user's sessions", async () => {
    const admin = await kit.signedIn(4);
    const target = await kit.signedIn(1);
    const response = await patchAs(admin.session, target.user.id, { password: "brand-new-pw" });
    expect(response.statusCode).toBe(200);
    expect(await sessionCount(t.db, target.user.id)).toBe(0);
    await t.signIn(target.user.username, "brand-new-pw");
  });

  it("refuses taken names and slugs, and unknown ids", async () => {
    const admin = await kit.signedIn(4);
    const other = await t.createUser();
    const otherCard = await kit.cardOf(other);
    const target = await t.createUser();
    for (const [field, value] of [
      ["username", other.user.username.toUpperCase()],
      ["email", other.user.email.toUpperCase()],
      ["cardSlug", otherCard.slug],
    ] as const) {
      const response = await patchAs(admin.session, target.user.id, { [field]: value });
      expect(response.statusCode, field).toBe(409);
      expect(response.json(), field).toEqual(TAKEN[field]);
    }
    expect(await findUserById(t.db, target.user.id)).toEqual(target.user);
    const missing = await patchAs(admin.session, 999999, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "User not found" });
  });

  it("applies the level rules for every acting level 4..5 and target level 1..5", async () => {
    for (const actorLevel of [4, 5]) {
      const admin = await kit.signedIn(actorLevel);
      for (const targetLevel of LEVELS) {
        const target = await t.createUser({ accessLevel: targetLevel });
        const rename = await patchAs(admin.session, target.user.id, { fullName: "Changed By Admin" });
        if (manages(actorLevel, targetLevel))
          expect(rename.statusCode, `${actorLevel} edits ${targetLevel}`).toBe(200);
        else {
          expect(rename.statusCode, `${actorLevel} edits ${targetLevel}`).toBe(403);
          expect(rename.json().message).toBe(targetLevel > actorLevel ? TARGET_ABOVE_OWN : TARGET_PEER);
          continue;
        }
        for (const level of LEVELS) {
          const response = await patchAs(admin.session, target.user.id, { accessLevel: level });
          expect(response.statusCode, `${actorLevel} sets ${targetLevel} to ${level}`).toBe(
            manages(actorLevel, level) ? 200 : 403,
          );
        }
      }
    }
  });

  it("does not let an admin change their own level, but other own fields", async () => {
    const admin = await kit.signedIn(5);
    const own = await patchAs(admin.session, admin.user.id, { accessLevel: 4 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_LEVEL_FIXED);
    const name = await patchAs(admin.session, admin.user.id, {
      fullName: "Still Admin",
      accessLevel: 5,
      password: "my-new-pass",
    });
    expect(name.statusCode).toBe(200);
    // The admin's own session survives their password change.
    expect((await listAs(admin.session, "/api/users")).statusCode).toBe(200);
  });
});

describe("DELETE /api/users/{id}", () => {
  it("deletes the user with their cards and sessions", async () => {
    const admin = await kit.signedIn(4);
    const target = await kit.signedIn(2);
    await kit.cardOf(target);
    const response = await deleteAs(admin.session, target.user.id);
    expect(response.statusCode).toBe(200);
    expect(await findUserById(t.db, target.user.id)).toBeUndefined();
    expect(await kit.cardsOf(target.user.id)).toEqual([]);
    expect(await sessionCount(t.db, target.user.id)).toBe(0);
    const again = await deleteAs(admin.session, target.user.id);
    expect(again.statusCode).toBe(404);
  });

  it("never deletes user 1, nor the acting admin, nor a higher level", async () => {
    const admin = await kit.signedIn(4);
    const first = await t.request({ method: "DELETE", url: "/api/users/1", session: admin.session });
    expect(first.statusCode).toBe(403);
    expect(first.json().message).toBe(FIRST_USER_KEPT);
    const top = await kit.signedIn(5);
    expect(
      (await t.request({ method: "DELETE", url: "/api/users/1", session: top.session })).json().message,
    ).toBe(FIRST_USER_KEPT);
    const self = await deleteAs(admin.session, admin.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SELF_DELETE_HERE);
    expect(await findUserById(t.db, 1)).toBeDefined();
  });

  it("applies the level rule for every acting level 4..5 and target level 1..5", async () => {
    for (const actorLevel of [4, 5]) {
      const admin = await kit.signedIn(actorLevel);
      for (const targetLevel of LEVELS) {
        const target = await t.createUser({ accessLevel: targetLevel });
        const response = await deleteAs(admin.session, target.user.id);
        if (manages(actorLevel, targetLevel))
          expect(response.statusCode, `${actorLevel} deletes ${targetLevel}`).toBe(200);
        else {
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe(targetLevel > actorLevel ? DELETE_ABOVE_OWN : DELETE_PEER);
          expect(await findUserById(t.db, target.user.id)).toBeDefined();
        }
      }
    }
  });
});
