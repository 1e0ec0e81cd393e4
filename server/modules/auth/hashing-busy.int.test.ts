/**
 * A flood of sign-ins beyond what the cores can hash (decision 024): those past the short queue
 * are told to come back (503, Retry-After), the others get their answer, and valid sign-ins
 * still work, during the flood and after it.
 */
import { availableParallelism } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASHING_BUSY } from "../../lib/hash-limiter";
import { createTestApp, type TestApp, type TestUser } from "../../test/harness";
import { usersTestKit } from "../users/users-test-kit";

const QUEUE = 2;
/** Well past the slots and the queue, all at once. */
const FLOOD = availableParallelism() + QUEUE + 24;

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  // A cost that takes a core for tens of milliseconds, so the flood overlaps; a queue of its own.
  t = await createTestApp({ PASSWORD_SCRYPT_LOG_N: "15", PASSWORD_HASH_QUEUE: String(QUEUE) });
  person = await t.createUser();
});
afterAll(() => t?.close());
const kit = usersTestKit(() => t);

const login = (username: string, password: string, i: number) =>
  t.request({
    method: "POST",
    url: "/api/login",
    body: { username, password },
    remoteAddress: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  });

describe("sign-ins beyond the hashing queue", () => {
  it("answers 503 with Retry-After past the queue, the rest as usual, and lets a valid sign-in in", async () => {
    // The valid sign-in is first in line (its account looked up and its check begun); the
    // flood of unknown accounts follows.
    const valid = login(person.user.username, person.password, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) => login(`nobody-${i}-${Math.random()}`, "wrong password", i + 1)),
    );
    expect((await valid).statusCode).toBe(200);

    const busy = flood.filter((response) => response.statusCode === 503);
    const answered = flood.filter((response) => response.statusCode === 401);
    expect(busy.length + answered.length).toBe(FLOOD);
    expect(busy.length).toBeGreaterThanOrEqual(FLOOD - availableParallelism() - QUEUE - 1);
    for (const response of busy) {
      expect(response.json()).toEqual({ message: HASHING_BUSY });
      expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }
    expect(answered.length).toBeGreaterThanOrEqual(1);

    // Once the flood is answered, sign-ins are served again.
    const after = await login(person.user.username, person.password, 0);
    expect(after.statusCode).toBe(200);
    expect((await login(person.user.username, "wrong password", 0)).statusCode).toBe(401);
  });

  it("lets a batch import wait for its hashes through a flood: every row is created, none refused", async () => {
    const admin = await kit.signedIn(4);
    const rows = Array.from({ length: 30 }, () => kit.newUserBody());
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      login(`nobody-${i}-${Math.random()}`, "wrong password", i + 1),
    );
    const imported = await t.request({
      method: "POST",
      url: "/api/users/bulk",
      body: { users: rows },
      session: admin.session,
    });
    const floodAnswers = await Promise.all(flood);
    expect(floodAnswers.some((response) => response.statusCode === 503)).toBe(true);
    expect(imported.statusCode).toBe(200);
    const body = imported.json() as { created: number; results: { status: string }[] };
    expect(body.results.map((r) => r.status)).toEqual(rows.map(() => "created"));
  });
});
