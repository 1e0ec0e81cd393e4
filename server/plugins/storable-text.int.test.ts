import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT } from "../../core/storable-text";
import { allUsers } from "../test/db-state";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSON_TYPE = { "content-type": "application/json" };

describe("text the database cannot store", () => {
  it("is refused with 400 on the sign-in and profile routes, changing nothing", async () => {
    const me = await t.createUser();
    const session = await t.signIn(me.user.username, me.password);
    const before = await allUsers(t.db);

    const login = await t.request({
      method: "POST",
      url: "/api/login",
      body: '{"username":"a\\u0000b","password":"x"}',
      headers: JSON_TYPE,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ message: UNSTORABLE_TEXT, fields: { username: UNSTORABLE_TEXT } });

    const profile = await t.request({
      method: "PUT",
      url: `/api/users/${me.user.id}`,
      session,
      body: `{"username":"${me.user.username}","fullName":"a\\ud800","email":"${me.user.email}"}`,
      headers: JSON_TYPE,
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toEqual({ fullName: UNSTORABLE_TEXT });
    expect(await allUsers(t.db)).toEqual(before);
  });

  it("is refused in the path and the query string", async () => {
    const me = await t.createUser();
    const session = await t.signIn(me.user.username, me.password);
    const inPath = await t.request({ method: "GET", url: "/api/business-cards/user/%00", session });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().message).toBe(UNSTORABLE_TEXT);
    const inQuery = await t.request({ method: "GET", url: "/api/business-cards?x=%00", session });
    expect(inQuery.statusCode).toBe(400);
  });
});
