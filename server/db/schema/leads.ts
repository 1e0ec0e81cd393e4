/**
 * When each user last opened each card's lead lists (core/leads.ts): the form answers and the
 * assistant's conversations. Leads that arrived after it are new for that user.
 */
import { index, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import type { LeadList } from "../../../core/leads";
import { cardIdColumn } from "./cards";
import { userIdColumn } from "./users";

export const leadsSeen = pgTable(
  "leads_seen",
  {
    userId: userIdColumn(),
    cardId: cardIdColumn(),
    list: varchar({ length: 20 }).$type<LeadList>().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId, t.list] }), index().on(t.cardId)],
);
