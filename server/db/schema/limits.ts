/**
 * Limits that must hold across every process of an installation on PostgreSQL (decision
 * 018); one process on the embedded database keeps them in memory instead.
 * Rows are short-lived: the runner deletes expired ones with the other expired data.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** @fastify/rate-limit's fixed windows: one row per route and address. */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: varchar({ length: 300 }).primaryKey(),
  hits: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});

/** Failed sign-ins per (account, address), for the sliding-window throttle. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    key: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.key, t.failedAt)],
);

/** Failed sign-ins per account from any address, and the lock they earned. */
export const signInLockouts = pgTable(
  "sign_in_lockouts",
  {
    account: text().notNull(),
    failures: integer().notNull(),
    lastFailureAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account] })],
);
