import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { businessCards, cardIdColumn } from "./cards";
import { userIdColumn } from "./users";

/**
 * One stored image per user and content: the same bytes uploaded twice by one user are one
 * row, so they count once against the quota (the sum of the user's `bytes`). Two users who
 * upload the same bytes share the file but each has a row.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serial().primaryKey(),
    /** Who uploaded it and whose quota it counts against. */
    userId: userIdColumn(),
    /** The stored name: sha256 of the stored bytes in hex, then the extension. */
    name: varchar({ length: 100 }).notNull(),
    bytes: integer().notNull(),
    contentType: varchar({ length: 40 }).notNull(),
    /** What the image was uploaded as: gallery, profilePicture, ..., pwaIcon. */
    kind: varchar({ length: 20 }).notNull(),
    /** The card it was uploaded for, if any. */
    cardId: integer().references(() => businessCards.id, { onDelete: "set null" }),
    /** Uploaded, or uploaded again: an upload not yet saved into a card is kept for a grace period from here. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a card was first seen using it; once set, the file goes as soon as no card does. */
    referencedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("uploads_user_name_idx").on(t.userId, t.name),
    index("uploads_name_idx").on(t.name),
    // Deleting a card clears card_id here; without the index that is a scan of every upload.
    index("uploads_card_idx").on(t.cardId),
  ],
);

/**
 * Which stored names each card uses (its images, gallery, install icons, styling), kept up to
 * date after every card change. It lets the orphan sweep find unused uploads with an index
 * instead of reading every card; it goes with its card.
 */
export const uploadReferences = pgTable(
  "upload_references",
  {
    cardId: cardIdColumn(),
    name: varchar({ length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.name] }), index("upload_references_name_idx").on(t.name)],
);
