/**
 * When each user last opened each card's lead lists (core/leads.ts): the form answers and the
 * assistant's conversations. Leads that arrived after it are new for that user.
 */
import { index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import type { LeadList } from "../../../core/leads";
import { businessCards } from "./cards";
import { users } from "./users";

export const leadsSeen = pgTable(
  "leads_seen",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: integer()
      .notNull()
      .references(() => businessCards.id, { onDelete: "cascade" }),
    list: varchar({ length: 20 }).$type<LeadList>().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId, t.list] }), index().on(t.cardId)],
);
