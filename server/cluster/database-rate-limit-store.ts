/**
 * A store for @fastify/rate-limit in the database (decision 018), so a limit of N per minute
 * holds across every process of an installation, not N per process. Fixed windows, as the
 * library's own stores count: one row per route and address, counted up by one statement that
 * also starts a new window when the last one is over, so concurrent requests on any process
 * never lose a count. Expired rows are deleted by the runner (`deleteExpiredWindows`).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rows } from "../db/rows";
import { rateLimitWindows } from "../db/schema";

type Done = Parameters<FastifyRateLimitStore["incr"]>[1];
/** What the plugin actually hands `child`: the route's merged limit options, with the route. */
interface RouteInfo {
  routeInfo?: { method?: string; url?: string };
}

/** Keys longer than the column are cut: an address is at most 45 characters, a route ours. */
const KEY_MAX = 300;

/** Counts one use of `key` in its current window (a new one when the last is over): the count so far and the ms left. */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await rows<{ hits: number; ttl: number }>(
    db,
    sql`
    insert into ${rateLimitWindows} as w (key, hits, resets_at)
    values (${key.slice(0, KEY_MAX)}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
      resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::integer as ttl`,
  );
  return { current: Number(row!.hits), ttl: Number(row!.ttl) };
}

/** The store class for the plugin's `store` option, bound to a database. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(address: string, done: Done, timeWindow: number): void {
      countInWindow(db, `${this.prefix}${address}`, timeWindow).then(
        (counted) => done(null, counted),
        (error: Error) => done(error),
      );
    }

    /** One store per route, as the in-memory store keeps one: limits are per route and address. */
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): DatabaseRateLimitStore {
      const route = (routeOptions as unknown as RouteInfo).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${route.method ?? ""} ${route.url ?? ""}|`);
    }
  };
}

/** Drops windows that are over (the runner calls it with the other purges). */
export async function deleteExpiredWindows(db: Db): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetsAt, sql`now()`));
}
