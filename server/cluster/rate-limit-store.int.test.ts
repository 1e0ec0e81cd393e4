/**
 * The rate-limit store in the database (decision 018), on both databases: counts per route and
 * address that no concurrency loses, new windows, leases of a window's allowance for large
 * limits, floods refused from memory, and two processes (two stores on one database) sharing
 * one limit.
 */
import { promisify } from "node:util";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rateLimitWindows } from "../db/schema";
import { openTestDatabase } from "../test/test-database";
import { databaseRateLimitStore, deleteExpiredWindows, leaseSize } from "./database-rate-limit-store";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

type Counted = { current: number; ttl: number };

/** A process's store for one route, as the plugin makes it. */
function routeStore(url: string, process = databaseRateLimitStore(database.db)) {
  const store = new process({} as never).child({ routeInfo: { method: "POST", url } } as never);
  const incr = promisify(
    (key: string, window: number, max: number, done: (e: Error | null, r?: Counted) => void) =>
      (store as FastifyRateLimitStore).incr(key, done, window, max),
  );
  return (key: string, window = 60_000, max = 10) => incr(key, window, max) as Promise<Counted>;
}

describe("the database rate-limit store", () => {
  it("counts per route and address, and the ttl is what is left of the window", async () => {
    const count = routeStore("/a");
    const other = routeStore("/b");
    expect((await count("1.1.1.1")).current).toBe(1);
    expect((await count("1.1.1.1")).current).toBe(2);
    const third = await count("1.1.1.1");
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await count("2.2.2.2")).current).toBe(1);
    expect((await other("1.1.1.1")).current).toBe(1);
  });

  it("loses no count among concurrent requests, in one process or two", async () => {
    const one = routeStore("/concurrent");
    const two = routeStore("/concurrent");
    // A limit of 100 (leases of 5): each process hands out whole leases, so 1..20 exactly.
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two)("3.3.3.3", 60_000, 100)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("starts a new window when the last one is over", async () => {
    const count = routeStore("/short");
    await count("4.4.4.4", 300);
    expect((await count("4.4.4.4", 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await count("4.4.4.4", 300)).current).toBe(1);
  });

  it("with a large limit, takes a lease of counts at a time and hands them out without the database", async () => {
    const max = 300;
    const size = leaseSize(max);
    expect(size).toBe(15);
    const count = routeStore("/lease");
    const counts: number[] = [];
    for (let i = 0; i < 20; i++) counts.push((await count("5.5.5.5", 60_000, max)).current);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Two leases taken: the database holds 30 counts for the 20 handed out.
    const rows = await database.db.select().from(rateLimitWindows);
    expect(rows.find((r) => r.key === "POST /lease|5.5.5.5")?.hits).toBe(2 * size);
  });

  it("two processes share one limit; past it, a process refuses from memory until the window ends", async () => {
    const one = routeStore("/shared");
    const two = routeStore("/shared");
    const take = (i: number) => (i % 2 === 0 ? one : two)("6.6.6.6", 60_000, 6);
    const allowed: number[] = [];
    for (let i = 0; i < 6; i++) allowed.push((await take(i)).current);
    expect(allowed).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 0; i < 4; i++) expect((await take(i)).current).toBeGreaterThan(6);
    const hits = async () =>
      (await database.db.select().from(rateLimitWindows)).find((r) => r.key === "POST /shared|6.6.6.6")?.hits;
    const before = await hits();
    // Both know the window is used up: refused again and again, and the database is not asked.
    for (let i = 0; i < 10; i++) expect((await take(i)).current).toBeGreaterThan(6);
    expect(await hits()).toBe(before);
  });

  it("deleteExpiredWindows drops only windows that are over", async () => {
    const count = routeStore("/expiry");
    await count("7.7.7.7", 100);
    await count("8.8.8.8", 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await deleteExpiredWindows(database.db);
    const keys = (await database.db.select().from(rateLimitWindows)).map((r) => r.key);
    expect(keys).not.toContain("POST /expiry|7.7.7.7");
    expect(keys).toContain("POST /expiry|8.8.8.8");
  });
});
