/**
 * Personal API tokens for the open API (/api/v1): kept as the token's SHA-256, with the first
 * characters shown so their owner can tell them apart. A token acts as its user within its scopes
 * until it expires or is revoked.
 */
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ApiScope } from "../../../core/api-scopes";
import { userIdColumn, users } from "./users";

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial().primaryKey(),
    userId: userIdColumn(),
    name: varchar({ length: 100 }).notNull(),
    /** The token's first characters (`cfp_` and a few more), shown in lists. */
    prefix: varchar({ length: 16 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    scopes: jsonb().$type<ApiScope[]>().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** Who revoked it: the owner or an administrator; null while live. */
    revokedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
