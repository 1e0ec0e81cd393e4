/**
 * Rate limits kept in Redis (REDIS_URL, LIMITS_STORE=redis; decision 018) against Debian's
 * redis-server started here: two apps on one database stand for two processes and share one
 * limit per address; Redis going away skips the limits instead of failing requests; a REDIS_URL
 * nobody answers stops the start with a message naming it.
 */
import { existsSync } from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { trackingTestKit } from "../modules/tracking/tracking-test-kit";
import { createTestApp, type TestApp } from "../test/harness";
import { type LocalRedisServer, REDIS_SERVER, startLocalRedisServer } from "../test/local-redis-server";
import { openTestDatabase } from "../test/test-database";
import { RedisUnreachableError } from "./rate-limit-options";

let redis: LocalRedisServer;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`redis-server is missing at ${REDIS_SERVER}: run scripts/ensure-redis.sh`);
  redis = await startLocalRedisServer();
  const env = { REDIS_URL: redis.url, LIMITS_STORE: "redis", TRACKING_RATE_LIMIT_PER_MINUTE: "3" };
  one = await createTestApp(env);
  two = await createTestApp(env, { sharingDatabaseOf: one });
}, 30_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
  await redis?.close();
});

const viaOne = trackingTestKit(() => one);
const viaTwo = trackingTestKit(() => two);

describe("rate limits in Redis", () => {
  it("count one address's requests over both processes, per route", async () => {
    const cardId = await viaOne.newCard();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const kit = i % 2 === 0 ? viaOne : viaTwo;
      statuses.push((await kit.post("/api/card-views", { cardId }, {}, "192.0.2.55")).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await viaTwo.post("/api/card-views", { cardId }, {}, "192.0.2.56")).statusCode).toBe(201);
    expect((await viaTwo.post("/api/card-saves", { cardId }, {}, "192.0.2.55")).statusCode).toBe(201);
    const client = new Redis(redis.url);
    const keys = await client.keys("cardfolio-rate-limit-*");
    client.disconnect();
    expect(keys.some((key) => key.includes("192.0.2.55"))).toBe(true);
  });

  it("are skipped while Redis is down: requests are answered, not failed", async () => {
    const cardId = await viaOne.newCard();
    await redis.close();
    const response = await viaOne.post("/api/card-views", { cardId }, {}, "192.0.2.77");
    expect(response.statusCode).toBe(201);
  });
});

it("a REDIS_URL nobody answers stops the start, naming it", async () => {
  const database = await openTestDatabase();
  try {
    const config = loadConfig({
      REDIS_URL: "redis://127.0.0.1:1",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent",
    });
    const start = buildApp(config, { database, logger: false });
    await expect(start).rejects.toBeInstanceOf(RedisUnreachableError);
    await expect(start).rejects.toThrow(/REDIS_URL cannot be reached/);
  } finally {
    await database.close();
  }
});
