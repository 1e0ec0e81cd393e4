/**
 * When each user last opened each card's lead lists (core/leads.ts): the form answers and the
 * assistant's conversations. Leads that arrived after it are new for that user.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { LeadList, LeadSourceKind, LeadStatus } from "../../../core/leads";
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

/**
 * One person who left their details on a card (core/leads.ts's inbox): through the contact
 * exchange, the visitor form or the assistant. Merged per card by email (`emailKey`, the address
 * lowercased); details without an email make a lead of their own.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial().primaryKey(),
    cardId: cardIdColumn(),
    /** The email lowercased and trimmed: what merges a person's sources on one card. */
    emailKey: varchar({ length: 254 }),
    email: varchar({ length: 254 }),
    name: varchar({ length: 200 }),
    phone: varchar({ length: 60 }),
    company: varchar({ length: 200 }),
    status: varchar({ length: 12 }).$type<LeadStatus>().notNull().default("new"),
    notes: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last time a source reached the lead: the inbox's order. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_card_email_idx").on(t.cardId, t.emailKey),
    index("leads_card_activity_idx").on(t.cardId, t.lastActivityAt, t.id),
    check("leads_status_check", sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
  ],
);

/**
 * What brought a lead, one row per arrival: an exchange (its details, note and consent in
 * `data`), a form submission, an assistant conversation or a meeting (by `sourceId`, so a
 * conversation that changes is linked once). `visitorHash` ties the lead to the views and clicks
 * of the same visitor on the same day (its timeline).
 */
export const leadSources = pgTable(
  "lead_sources",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: varchar({ length: 20 }).$type<LeadSourceKind>().notNull(),
    /** The form submission's or conversation's id; null for an exchange, which is its own record. */
    sourceId: bigint({ mode: "number" }),
    visitorHash: varchar({ length: 32 }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_sources_lead_at_idx").on(t.leadId, t.at),
    uniqueIndex("lead_sources_kind_source_idx").on(t.kind, t.sourceId),
  ],
);

/**
 * The consent texts a card's exchange form showed, each version kept: a lead's exchange records
 * the version (`id`) its visitor agreed to. The card's text is its newest row; a card without
 * one shows core/exchange.ts's default, stored here the first time a visitor agrees to it.
 */
export const exchangeConsents = pgTable(
  "exchange_consents",
  {
    id: serial().primaryKey(),
    cardId: cardIdColumn(),
    text: varchar({ length: 1000 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exchange_consents_card_idx").on(t.cardId, t.id)],
);

/** Whether a card shows 'Share your details' (a card without a row does). */
export const cardExchangeSettings = pgTable("card_exchange_settings", {
  cardId: cardIdColumn().primaryKey(),
  enabled: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type LeadRow = typeof leads.$inferSelect;
