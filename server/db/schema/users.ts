import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: varchar({ length: 100 }).notNull(),
    /** scrypt hash with its parameters; never leaves the server. */
    password: text().notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 40 }),
    fullName: varchar({ length: 100 }),
    accessLevel: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in and uniqueness ignore case: "Jane" and "jane" are one account.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_access_level_idx").on(t.accessLevel),
    // User management's case-insensitive substring search (decision 004): one trigram
    // index over the searched text; modules/users/repo.ts searches this very expression.
    index("users_search_trgm_idx").using("gin", sql`(${userSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * A user as stored, the password hash included (it never leaves the server: presenters choose
 * the columns shown). Named beside its table rather than in a module's repo because the sessions
 * plugin gives every API request its user, and plugins/ builds on no module.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** username, full name and email, lower-cased, one per line: what the user search matches. */
export function userSearchText(t: { username: AnyPgColumn; fullName: AnyPgColumn; email: AnyPgColumn }) {
  return sql`lower(${t.username} || chr(10) || coalesce(${t.fullName}, '') || chr(10) || ${t.email})`;
}

/** A row that belongs to a user, and goes with them. */
export const userIdColumn = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * A token handed to one user (a session's cookie, a password reset link) and kept only as its
 * SHA-256, never as itself; gone with the user, void after `expiresAt`. Fresh builders each call,
 * as every table needs its own.
 */
const userTokenColumns = () => ({
  id: serial().primaryKey(),
  tokenHash: varchar({ length: 64 }).notNull(),
  userId: userIdColumn(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    ...userTokenColumns(),
    userAgent: varchar({ length: 300 }),
    /** Where the session began, anonymised as visitors' addresses are (/24, /48). */
    address: varchar({ length: 64 }),
    /** When the session was last used, kept to within SESSION_SEEN_EVERY_MS. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    ...userTokenColumns(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);
