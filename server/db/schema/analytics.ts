/**
 * Roll-ups of the tracking tables, kept by the same statement that writes the events
 * (server/modules/tracking/repo.ts), so the analytics screen reads thousands of rows instead
 * of millions. Buckets are 15 minutes wide: every time zone's offset is a multiple of 15
 * minutes, so any zone's days, weeks, months, hours and weekdays are sums of whole buckets.
 */
import { bigint, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { cardIdColumn } from "./cards";

/** 'view', 'click', 'save' or 'submission'. */
const kind = () => varchar({ length: 12 }).notNull();

/** Events of one kind for one card in one 15-minute bucket (its start, UTC). */
export const analyticsBuckets = pgTable(
  "analytics_buckets",
  {
    cardId: cardIdColumn(),
    kind: kind(),
    bucket: timestamp({ withTimezone: true }).notNull(),
    n: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.kind, t.bucket] })],
);

/**
 * All-time counts of one kind for one card by one dimension: 'device', 'location' or (clicks)
 * 'link_type'. Their sum over one dimension is the kind's total.
 */
export const analyticsTallies = pgTable(
  "analytics_tallies",
  {
    cardId: cardIdColumn(),
    kind: kind(),
    dimension: varchar({ length: 12 }).notNull(),
    value: varchar({ length: 200 }).notNull(),
    n: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.kind, t.dimension, t.value] })],
);
