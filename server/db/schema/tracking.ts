import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { businessCards } from "./cards";

const cardId = () =>
  integer()
    .notNull()
    .references(() => businessCards.id, { onDelete: "cascade" });
const happenedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const cardViews = pgTable(
  "card_views",
  {
    id: serial().primaryKey(),
    cardId: cardId(),
    viewerIp: varchar({ length: 64 }),
    viewerLocation: varchar({ length: 200 }),
    viewerDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("card_views_card_time_idx").on(t.cardId, t.timestamp)],
);

export const cardClicks = pgTable(
  "card_clicks",
  {
    id: serial().primaryKey(),
    cardId: cardId(),
    linkType: varchar({ length: 20 }).notNull(),
    linkId: varchar({ length: 100 }).notNull(),
    clickerIp: varchar({ length: 64 }),
    clickerLocation: varchar({ length: 200 }),
    clickerDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("card_clicks_card_time_idx").on(t.cardId, t.timestamp)],
);

export const cardSaves = pgTable(
  "card_saves",
  {
    id: serial().primaryKey(),
    cardId: cardId(),
    saverIp: varchar({ length: 64 }),
    saverLocation: varchar({ length: 200 }),
    saverDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("card_saves_card_time_idx").on(t.cardId, t.timestamp)],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial().primaryKey(),
    cardId: cardId(),
    formData: jsonb().$type<Record<string, unknown>>().notNull(),
    submitterIp: varchar({ length: 64 }),
    submitterLocation: varchar({ length: 200 }),
    submitterDevice: varchar({ length: 200 }),
    timestamp: happenedAt(),
  },
  (t) => [index("form_submissions_card_time_idx").on(t.cardId, t.timestamp)],
);
