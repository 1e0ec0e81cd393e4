/**
 * The per-token rate limit: API_REQUESTS_PER_MINUTE requests a minute per token over all /api/v1
 * routes, then 429 with a message and Retry-After; another token of the same user, or the same
 * address, has its own count. Two processes on one database share the count.
 */
import { afterAll, describe, expect, it } from "vitest";
import { tokenRateExceeded } from "../../plugins/api-tokens";
import { createTestApp, type TestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { apiTestKit } from "./api-test-kit";

const LIMIT = 3;
const t = testAppPerFile({ API_REQUESTS_PER_MINUTE: String(LIMIT) });
const { tokenOf, withToken } = apiTestKit(() => t);

describe("the per-token rate limit", () => {
  it(`answers 429 after ${LIMIT} requests a minute, counted across routes, per token`, async () => {
    const user = await t.signedInUser(1);
    const token = await tokenOf(user, ["cards:read"]);
    const other = await tokenOf(user, ["cards:read"]);
    const urls = ["/api/v1/cards", "/api/v1/cards?limit=1", "/api/v1/cards/2147483647"];
    const remaining: string[] = [];
    for (const url of urls) {
      const answer = await withToken(token, { method: "GET", url });
      expect(answer.statusCode, url).not.toBe(429);
      expect(answer.headers["x-ratelimit-limit"]).toBe(String(LIMIT));
      remaining.push(String(answer.headers["x-ratelimit-remaining"]));
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await withToken(token, { method: "GET", url: "/api/v1/cards" });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: tokenRateExceeded(LIMIT, retryAfter) });
    expect((await withToken(other, { method: "GET", url: "/api/v1/cards" })).statusCode).toBe(200);
  });

  it("leaves requests without a valid token to the 401, uncounted", async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await t.request({ method: "GET", url: "/api/v1/cards" });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("across processes", () => {
  let second: TestApp | undefined;
  afterAll(() => second?.close());

  it("counts one token's requests together on every process of the database", async () => {
    const shared = { API_REQUESTS_PER_MINUTE: String(LIMIT), LIMITS_STORE: "database" };
    const first = await createTestApp(shared, { sharingDatabaseOf: t });
    second = await createTestApp(shared, { sharingDatabaseOf: t });
    try {
      const user = await t.signedInUser(1);
      const token = await tokenOf(user, ["cards:read"]);
      const on = (app: TestApp) =>
        app.request({ method: "GET", url: "/api/v1/cards", headers: { authorization: `Bearer ${token}` } });
      const answers = [await on(first), await on(second), await on(first), await on(second)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
    }
  });
});
