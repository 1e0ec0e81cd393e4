import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { businessCards } from "./cards";

const cardId = () =>
  integer()
    .notNull()
    .references(() => businessCards.id, { onDelete: "cascade" });
const happenedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** 64-bit: a busy installation passes 2^31 events. Read as numbers (exact below 2^53). */
const eventId = () => bigserial({ mode: "number" }).primaryKey();

export const cardViews = pgTable(
  "card_views",
  {
    id: eventId(),
    cardId: cardId(),
    viewerIp: varchar({ length: 64 }),
    viewerLocation: varchar({ length: 200 }),
    viewerDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("card_views_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

export const cardClicks = pgTable(
  "card_clicks",
  {
    id: eventId(),
    cardId: cardId(),
    linkType: varchar({ length: 20 }).notNull(),
    linkId: varchar({ length: 100 }).notNull(),
    clickerIp: varchar({ length: 64 }),
    clickerLocation: varchar({ length: 200 }),
    clickerDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("card_clicks_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

export const cardSaves = pgTable(
  "card_saves",
  {
    id: eventId(),
    cardId: cardId(),
    saverIp: varchar({ length: 64 }),
    saverLocation: varchar({ length: 200 }),
    saverDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("card_saves_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: eventId(),
    cardId: cardId(),
    formData: jsonb().$type<Record<string, unknown>>().notNull(),
    submitterIp: varchar({ length: 64 }),
    submitterLocation: varchar({ length: 200 }),
    submitterDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("form_submissions_card_time_id_idx").on(t.cardId, t.timestamp, t.id)],
);
