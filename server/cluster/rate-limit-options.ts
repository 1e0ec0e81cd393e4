/**
 * Where @fastify/rate-limit counts, by LIMITS_STORE (decision 018): in this process's memory,
 * in the database every process shares (database-rate-limit-store.ts), or in Redis (REDIS_URL),
 * which the plugin supports itself.
 *
 * Redis is an outside service that may be down while the application is not: then the limits
 * are skipped (logged), rather than every limited request failing. Commands are not queued
 * while the connection is down, so a request never waits for Redis to come back.
 */
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { databaseRateLimitStore } from "./database-rate-limit-store";

export class RedisUnreachableError extends Error {}

interface Log {
  warn(details: object, message: string): void;
}

export interface RateLimits {
  options: RateLimitPluginOptions;
  close(): Promise<void>;
}

/** Connects at once, so a wrong REDIS_URL stops the start with a message naming it. */
async function connectRedis(url: string, log: Log): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on("error", (error: Error) => {
    // ioredis reconnects by itself; one warning per outage is enough.
    if (!warned)
      log.warn({ err: error }, "Redis (REDIS_URL) is not reachable; rate limits are skipped until it is");
    warned = true;
  });
  redis.on("ready", () => {
    warned = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnreachableError(`REDIS_URL cannot be reached: ${(error as Error).message}`);
  }
  return redis;
}

export async function rateLimits(config: Config, db: Db, log: Log): Promise<RateLimits> {
  if (config.limitsStore === "redis") {
    const redis = await connectRedis(config.redisUrl!, log);
    return {
      options: { global: false, redis, nameSpace: "cardfolio-rate-limit-", skipOnError: true },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (config.limitsStore === "database") {
    return { options: { global: false, store: databaseRateLimitStore(db) }, close: async () => {} };
  }
  return { options: { global: false }, close: async () => {} };
}
