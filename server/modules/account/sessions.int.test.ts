/**
 * A person's own sessions on the account page: listed with their device, the anonymised address
 * they began from and when they were last used (written again at most every few minutes), the
 * current one marked; another one, or every other one, signed out; never anyone else's.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ID } from "../../../core/schemas/ids";
import { sessions } from "../../db/schema";
import { sessionTokenOf, type TestUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";

const t = testAppPerFile();

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** Signs `account` in from a browser and an address of its own; answers the session's token. */
async function signInFrom(account: TestUser, userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.request({
    method: "POST",
    url: "/api/login",
    body: { username: account.user.username, password: account.password },
    headers: { "user-agent": userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return sessionTokenOf(response)!;
}

const list = (session: string) => t.request({ method: "GET", url: "/api/account/sessions", session });

describe("the account's sessions", () => {
  it("are listed with their device, anonymised address and last use, the current one marked", async () => {
    const account = await t.createUser();
    const laptop = await signInFrom(account, FIREFOX_WINDOWS, "203.0.113.77");
    const phone = await signInFrom(account, SAFARI_IPHONE, "2001:db8:1234:5678::9");
    const answer = await list(laptop);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().sessions as { device: string; address: string; current: boolean }[];
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: "Firefox on Windows", address: "203.0.113.0", current: true }),
        expect.objectContaining({ device: "Safari on iOS", address: "2001:db8:1234::", current: false }),
      ]),
    );
    // Nobody else's sessions, and none without a session at all.
    const other = await t.signedInUser();
    expect((await list(other.session)).json().sessions).toHaveLength(1);
    expect((await t.request({ method: "GET", url: "/api/account/sessions" })).statusCode).toBe(401);
    expect((await list(phone)).json().sessions.find((s: { current: boolean }) => s.current).device).toBe(
      "Safari on iOS",
    );
  });

  it("keep their last use to within a few minutes: written again only once it is older", async () => {
    const account = await t.createUser();
    const token = await signInFrom(account, FIREFOX_WINDOWS, "198.51.100.4");
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.id, row!.id));
    const before = Date.now();
    await list(token);
    const [seen] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(seen!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Used again at once: not written again.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, row!.id));
    const [kept] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    await list(token);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.lastSeenAt.getTime()).toBe(kept!.lastSeenAt.getTime());
  });

  it("are signed out one at a time, or every other one at once, and never another person's", async () => {
    const account = await t.createUser();
    const here = await signInFrom(account, FIREFOX_WINDOWS, "203.0.113.1");
    const there = await signInFrom(account, SAFARI_IPHONE, "203.0.113.2");
    const third = await signInFrom(account, SAFARI_IPHONE, "203.0.113.3");
    const ids = (await list(here)).json().sessions as { id: number; current: boolean }[];
    const thereId = (await list(there)).json().sessions.find((s: { current: boolean }) => s.current).id;

    const stranger = await t.signedInUser();
    const refused = await t.request({
      method: "DELETE",
      url: `/api/account/sessions/${thereId}`,
      session: stranger.session,
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(there)).statusCode).toBe(200);
    const beyond = await t.request({
      method: "DELETE",
      url: `/api/account/sessions/${MAX_ID + 1}`,
      session: here,
    });
    expect(beyond.statusCode).toBe(400);

    const one = await t.request({ method: "DELETE", url: `/api/account/sessions/${thereId}`, session: here });
    expect(one.statusCode).toBe(200);
    expect((await list(there)).statusCode).toBe(401);
    expect(ids).toHaveLength(3);

    const others = await t.request({ method: "DELETE", url: "/api/account/sessions", session: here });
    expect(others.json()).toEqual({ message: "Signed out of your other sessions", ended: 1 });
    expect((await list(third)).statusCode).toBe(401);
    const left = (await list(here)).json().sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it("signs the current one out like Sign out does", async () => {
    const account = await t.createUser();
    const token = await signInFrom(account, FIREFOX_WINDOWS, "203.0.113.9");
    const [current] = (await list(token)).json().sessions;
    const ended = await t.request({
      method: "DELETE",
      url: `/api/account/sessions/${current.id}`,
      session: token,
    });
    expect(ended.statusCode).toBe(200);
    expect((await list(token)).statusCode).toBe(401);
  });
});
