import {
  boolean,
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
import { cardIdColumn } from "./cards";

export const salesbotConfigs = pgTable(
  "salesbot_configs",
  {
    id: serial().primaryKey(),
    cardId: cardIdColumn(),
    isEnabled: boolean().notNull().default(false),
    botName: varchar({ length: 100 }).notNull().default("Salesbot"),
    avatarUrl: text(),
    businessType: varchar({ length: 100 }),
    primaryGoal: varchar({ length: 40 }).notNull().default("schedule_appointment"),
    services: jsonb().$type<string[]>().notNull().default([]),
    priceRanges: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The ISO 4217 currency of priceRanges. */
    priceCurrency: varchar({ length: 3 }).notNull().default("USD"),
    companyInfo: text(),
    salesPersonality: varchar({ length: 40 }).notNull().default("professional"),
    customInstructions: text(),
    leadQualificationQuestions: jsonb().$type<string[]>().notNull().default([]),
    ctaButtons: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    mediaAssets: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    calendlyIntegration: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("salesbot_configs_card_idx").on(t.cardId)],
);

export const salesbotConversations = pgTable(
  "salesbot_conversations",
  {
    id: serial().primaryKey(),
    cardId: cardIdColumn(),
    sessionId: varchar({ length: 100 }).notNull(),
    visitorName: varchar({ length: 200 }),
    visitorEmail: varchar({ length: 254 }),
    visitorPhone: varchar({ length: 60 }),
    conversationData: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    leadScore: integer().notNull().default(0),
    outcome: varchar({ length: 40 }),
    visitorIp: varchar({ length: 64 }),
    visitorLocation: varchar({ length: 200 }),
    visitorDevice: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("salesbot_conversations_card_session_idx").on(t.cardId, t.sessionId),
    index("salesbot_conversations_card_updated_idx").on(t.cardId, t.updatedAt),
  ],
);

/**
 * Tokens the LLM engine spent or holds for replies being written, for its caps: one row per card
 * and scope, where the scope is `day:YYYY-MM-DD` (UTC), `session:{sessionId}` or
 * `visitor:YYYY-MM-DD:{anonymised address}`. A reply's worst case is added by a conditional upsert
 * before the model is called and settled after (engine/llm/token-usage.ts).
 */
export const salesbotTokenUsage = pgTable(
  "salesbot_token_usage",
  {
    cardId: cardIdColumn(),
    scope: varchar({ length: 120 }).notNull(),
    tokens: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.scope] })],
);
