/**
 * Lead mails held back by the per-card hourly cap (server/modules/forms/lead-digest.ts): each
 * row is one submission whose mail did not go out at once. The periodic runner mails a card's
 * rows as one digest once its hour is over and deletes them; a row is claimed before sending
 * (claim token and deadline), so two processes never mail the same row.
 */
import { bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { cardIdColumn } from "./cards";

export const heldLeadMails = pgTable(
  "held_lead_mails",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    cardId: cardIdColumn(),
    /** What the digest lists of the visitor: the form's name and email answers, when given. */
    visitorName: text(),
    visitorEmail: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    /** The end of the card's mail hour: the digest goes out after it. */
    sendAfter: timestamp({ withTimezone: true }).notNull(),
    /** Set while a process is sending the row; a claim past its deadline may be taken again. */
    claimToken: uuid(),
    claimedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.sendAfter), index().on(t.cardId)],
);
