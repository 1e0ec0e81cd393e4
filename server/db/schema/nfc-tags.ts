/**
 * NFC tags: short addresses (`/t/{id}`) written once onto a tag, which redirect to whichever card
 * the tag points at now. A badge that moves to a new employee keeps its tag; the tag is pointed at
 * the new card instead of rewritten. Deleting the card leaves the tag unassigned, not gone.
 */
import { bigint, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { businessCards } from "./cards";
import { userIdColumn } from "./users";

export const nfcTags = pgTable(
  "nfc_tags",
  {
    /** The random short id in the tag's address (core/nfc-tags.ts). */
    id: varchar({ length: 16 }).primaryKey(),
    /** Who manages the tag: the owner of the card it points at, or of the last one it did. */
    userId: userIdColumn(),
    cardId: integer().references(() => businessCards.id, { onDelete: "set null" }),
    label: varchar({ length: 60 }).notNull(),
    /** Taps counted at the redirect (bots and the card's own team left out). */
    taps: bigint({ mode: "number" }).notNull().default(0),
    lastTapAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("nfc_tags_user_idx").on(t.userId), index("nfc_tags_card_idx").on(t.cardId)],
);

export type NfcTagRow = typeof nfcTags.$inferSelect;
