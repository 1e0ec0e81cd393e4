import { bigserial, date, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { ViewSource } from "../../../core/view-sources";
import { cardIdColumn } from "./cards";

/**
 * The card of a view, click or save: no foreign key, since its per-row check cost about a
 * quarter of a tracking batch on the embedded database. The same rules hold
 * elsewhere, once per statement instead of once per row:
 * - tracking/repo.ts stores an event only for a card it finds and locks (FOR KEY SHARE), so
 *   the card cannot go before the event's commit;
 * - migration 0006's trigger deletes a deleted card's events (the cascade).
 */
const trackedCardId = () => integer().notNull();
const happenedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** 64-bit: a busy installation passes 2^31 events. Read as numbers (exact below 2^53). */
const eventId = () => bigserial({ mode: "number" }).primaryKey();
/**
 * Who sent an event, as analytics counts unique visitors without keeping an address: a hash of
 * the day's secret salt, the day, the card, the address and the user agent (visitors/visitor-hash.ts).
 * The same visitor on the same day and card gives the same hash; once the salt is gone, nobody
 * can tell whose it was. Null on events recorded before hashing.
 */
const visitorHash = () => varchar({ length: 32 });

export const cardViews = pgTable(
  "card_views",
  {
    id: eventId(),
    cardId: trackedCardId(),
    viewerIp: varchar({ length: 64 }),
    viewerLocation: varchar({ length: 200 }),
    viewerDevice: varchar({ length: 200 }),
    visitorHash: visitorHash(),
    /** Where the visitor came from: one of core/view-sources.ts's VIEW_SOURCES. */
    source: varchar({ length: 12 }).$type<ViewSource>().notNull().default("direct"),
    timestamp: happenedAt(),
  },
  (t) => [index("card_views_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

export const cardClicks = pgTable(
  "card_clicks",
  {
    id: eventId(),
    cardId: trackedCardId(),
    linkType: varchar({ length: 20 }).notNull(),
    linkId: varchar({ length: 100 }).notNull(),
    /** What the visitor saw on the link when they clicked it ('Book a call', 'LinkedIn', 'Open in Maps'). */
    linkLabel: varchar({ length: 200 }),
    clickerIp: varchar({ length: 64 }),
    clickerLocation: varchar({ length: 200 }),
    clickerDevice: varchar({ length: 200 }),
    visitorHash: visitorHash(),
    timestamp: happenedAt(),
  },
  (t) => [index("card_clicks_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

export const cardSaves = pgTable(
  "card_saves",
  {
    id: eventId(),
    cardId: trackedCardId(),
    saverIp: varchar({ length: 64 }),
    saverLocation: varchar({ length: 200 }),
    saverDevice: varchar({ length: 200 }),
    visitorHash: visitorHash(),
    timestamp: happenedAt(),
  },
  (t) => [index("card_saves_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: eventId(),
    cardId: cardIdColumn(),
    formData: jsonb().$type<Record<string, unknown>>().notNull(),
    submitterIp: varchar({ length: 64 }),
    submitterLocation: varchar({ length: 200 }),
    submitterDevice: varchar({ length: 200 }),
    visitorHash: visitorHash(),
    timestamp: happenedAt(),
  },
  (t) => [index("form_submissions_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

/**
 * One random salt per UTC day for the visitor hashes, kept in the database so that every server
 * process hashes a visitor alike. Days before yesterday are deleted: without their salt, old
 * hashes can no longer be tied to an address.
 */
export const visitorSalts = pgTable("visitor_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: varchar({ length: 64 }).notNull(),
});
