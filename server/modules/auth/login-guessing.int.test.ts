/**
 * Guessing one account's password must not get cheaper by how the username is spelled, by
 * how many addresses guess, or by whether the account came from a batch import.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_FREE_FAILURES, LOGIN_MAX_FAILURES } from "../../../core/limits";
import { hashPassword } from "../../lib/passwords";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertUser } from "../user-records/repo";

/** Costly enough that a full-cost check is tens of milliseconds, far above the noise. */
const FULL_COST = 15;
const CHEAP_COST = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PASSWORD_SCRYPT_LOG_N: String(FULL_COST) });
});
afterAll(() => t?.close());

const login = (username: string, password: string, remoteAddress = "198.51.100.1") =>
  t.request({ method: "POST", url: "/api/login", body: { username, password }, remoteAddress });

async function userWithCost(prefix: string, logN: number) {
  const username = t.uniqueName(prefix);
  const password = `pw-${username}`;
  const user = await insertUser(t.db, {
    username,
    email: `${username}@cards.test`,
    fullName: username,
    accessLevel: 1,
    password: await hashPassword(password, logN),
  });
  return { user, password };
}

describe("the username's spelling", () => {
  it("names the same account, and the same throttle, however it is folded", async () => {
    const { user, password } = await userWithCost("kit", FULL_COST);
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt++) {
      expect((await login(user.username, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    // Full-width letters and the Kelvin sign fold to the same account (NFKC): still throttled.
    const fullWidth = [...user.username]
      .map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
      .join("");
    for (const spelling of [user.username.toUpperCase(), fullWidth, user.username.replace("k", "\u212A")]) {
      const response = await login(spelling, password);
      expect(response.statusCode, spelling).toBe(429);
    }
  });

  it("never signs in with a spelling that does not fold to ASCII", async () => {
    const { user, password } = await userWithCost("iris", FULL_COST);
    // "İ" (U+0130) lower-cases to "i" in some database collations but not in JavaScript.
    for (const spelling of [user.username.replace("i", "\u0130"), user.username.replace("i", "\u0131")]) {
      const response = await login(spelling, password);
      expect(response.statusCode, spelling).toBe(401);
    }
    expect((await login(user.username, password)).statusCode).toBe(200);
  });
});

describe("many addresses guessing one account", () => {
  it(`are slowed down after ${ACCOUNT_FREE_FAILURES} failures whatever the address, and a success or a reset clears it`, async () => {
    const { user, password } = await userWithCost("target", FULL_COST);
    for (let attempt = 1; attempt <= ACCOUNT_FREE_FAILURES; attempt++) {
      const response = await login(user.username, `wrong-${attempt}`, `203.0.113.${attempt}`);
      expect(response.statusCode, `failure ${attempt}`).toBe(401);
    }
    // One more failure locks the account for a while, from any address.
    expect((await login(user.username, "wrong-again", "203.0.113.200")).statusCode).toBe(401);
    const locked = await login(user.username, password, "192.0.2.77");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 1 minute\.$/,
    );

    // The owner resets the password by mail: the lock ends at once.
    await t.request({ method: "POST", url: "/api/reset-password", body: { email: user.email } });
    const token = t.mails.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const reset = await t.request({
      method: "POST",
      url: "/api/reset-password/confirm",
      body: { token, newPassword: "a-fresh-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.username, "a-fresh-password", "192.0.2.77")).statusCode).toBe(200);
  });

  it("counts unknown usernames the same way, so a lock reveals nothing", async () => {
    const nobody = t.uniqueName("nobody");
    for (let attempt = 1; attempt <= ACCOUNT_FREE_FAILURES + 1; attempt++) {
      await login(nobody, `wrong-${attempt}`, `203.0.114.${attempt}`);
    }
    expect((await login(nobody, "anything", "192.0.2.78")).statusCode).toBe(429);
  });
});

describe("a batch-imported account's cheaper hash", () => {
  /**
   * The median time of wrong-password answers for each account, in milliseconds. The accounts
   * take turns, so a burst of load on the machine slows all of them alike rather than one.
   */
  async function wrongPasswordMs(usernames: string[], rounds = 7): Promise<number[]> {
    const times: number[][] = usernames.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [index, username] of usernames.entries()) {
        const started = performance.now();
        const response = await login(username, `wrong-${round}`, `198.18.${index}.${round}`);
        times[index]!.push(performance.now() - started);
        expect(response.statusCode).toBe(401);
      }
    }
    return times.map((list) => list.sort((a, b) => a - b)[Math.floor(rounds / 2)]!);
  }

  it("answers a wrong password as slowly as a full-cost account or an unknown one", async () => {
    const full = await userWithCost("fullcost", FULL_COST);
    const cheap = await userWithCost("batchcost", CHEAP_COST);
    const [fullMs, cheapMs, unknownMs] = await wrongPasswordMs([
      full.user.username,
      cheap.user.username,
      t.uniqueName("ghost"),
    ]);
    // A cheap hash alone takes 1/32 of the time; with the decoy beside it, about the same.
    expect(cheapMs).toBeGreaterThan(fullMs! * 0.6);
    expect(unknownMs).toBeGreaterThan(fullMs! * 0.6);
    // And the right password still signs in (and raises the hash to the full cost).
    expect((await login(cheap.user.username, cheap.password)).statusCode).toBe(200);
  });
});
