import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { userIdColumn, users } from "./users";

/**
 * A claim link (decision 032): single use, until `expiresAt`, for the account an organisation
 * made for someone without one. Kept only as the token's SHA-256, as reset links are; it goes
 * with the user and with the organisation.
 */
export const claimLinks = pgTable(
  "claim_links",
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: userIdColumn(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Who made it; the link outlives their account. */
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("claim_links_token_hash_idx").on(t.tokenHash),
    index("claim_links_user_idx").on(t.userId),
    index("claim_links_organization_idx").on(t.organizationId),
  ],
);
