/**
 * A store for @fastify/rate-limit in the database (decision 018), so a limit of N per minute
 * holds across every process of an installation, not N per process. Fixed windows, as the
 * library's own stores count: one row per route and address, counted up by one statement that
 * also starts a new window when the last one is over, so concurrent requests on any process
 * never lose a count. Expired rows are deleted by the runner (`deleteExpiredWindows`).
 *
 * Counting every request in the database halves the tracking path's throughput (one upsert on
 * one row per address). So a process takes a share of a window's allowance at a time (a lease
 * of `leaseSize(max)` counts, 1 for small limits) and hands the counts out from memory; once a
 * window is over the limit, the process refuses that key until the window ends without asking
 * the database again, so a flood costs the database nothing. A lease a process does not use up
 * is lost to the others: the limit can bite up to (lease - 1) counts early per process.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rows } from "../db/rows";
import { rateLimitWindows } from "../db/schema";

type Done = Parameters<FastifyRateLimitStore["incr"]>[1];
type Counted = { current: number; ttl: number };
/** What the plugin actually hands `child`: the route's merged limit options, with the route. */
interface RouteInfo {
  routeInfo?: { method?: string; url?: string };
}

/** Keys longer than the column are cut: an address is at most 45 characters, a route ours. */
const KEY_MAX = 300;
/** Leases kept in memory per process; past this the expired ones go, then the oldest. */
const LEASES_MAX = 20_000;

/**
 * Counts `uses` uses of `key` in its current window (a new one when the last is over): the
 * count so far, the last of these uses included, and the milliseconds left in the window.
 */
export async function countInWindow(db: Db, key: string, windowMs: number, uses = 1): Promise<Counted> {
  const [row] = await rows<{ hits: number; ttl: number }>(
    db,
    sql`
    insert into ${rateLimitWindows} as w (key, hits, resets_at)
    values (${key.slice(0, KEY_MAX)}, ${uses}, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when w.resets_at <= now() then excluded.hits else w.hits + excluded.hits end,
      resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::integer as ttl`,
  );
  return { current: Number(row!.hits), ttl: Number(row!.ttl) };
}

/** How many counts a process takes at once: exact for small limits, at most 5% of the limit. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(50, Math.floor(max / 20)));
}

interface Lease {
  /** This process's clock when the window ends. */
  endsAt: number;
  /** The next count to hand out, and the last one this lease holds. */
  next: number;
  last: number;
}

/** The leases of one process, shared by every route's store. */
class Leases {
  private readonly leases = new Map<string, Lease>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly db: Db) {}

  async count(key: string, windowMs: number, max: number): Promise<Counted> {
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(key);
      if (lease && lease.endsAt > now) {
        if (lease.next <= lease.last) return { current: lease.next++, ttl: lease.endsAt - now };
        // Over the limit for the rest of this window, whatever the other processes do.
        if (lease.last >= max) return { current: lease.last + 1, ttl: lease.endsAt - now };
      }
      const fetching = this.pending.get(key);
      if (fetching) {
        await fetching;
        continue;
      }
      const fetch = this.take(key, windowMs, max).finally(() => this.pending.delete(key));
      this.pending.set(key, fetch);
      await fetch;
    }
  }

  private async take(key: string, windowMs: number, max: number): Promise<void> {
    const size = leaseSize(max);
    const counted = await countInWindow(this.db, key, windowMs, size);
    if (!this.leases.has(key) && this.leases.size >= LEASES_MAX) this.makeRoom();
    this.leases.set(key, {
      endsAt: Date.now() + counted.ttl,
      next: counted.current - size + 1,
      last: counted.current,
    });
  }

  private makeRoom(): void {
    const now = Date.now();
    for (const [key, lease] of this.leases) if (lease.endsAt <= now) this.leases.delete(key);
    // Still full: the oldest leases go (Map keeps insertion order); forgetting one only costs a query.
    for (const key of this.leases.keys()) {
      if (this.leases.size < LEASES_MAX) break;
      this.leases.delete(key);
    }
  }
}

/** The store class for the plugin's `store` option, bound to a database. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const leases = new Leases(db);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(address: string, done: Done, timeWindow: number, max: number): void {
      leases.count(`${this.prefix}${address}`, timeWindow, max).then(
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
