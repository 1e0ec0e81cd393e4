import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { CardTemplate, TemplateField } from "../../../core/card-template";
import { organizations } from "./organizations";

/**
 * A card template of an organisation (core/card-template.ts): its values, checked by the card's
 * own rules, and which fields it locks and hides. Merged into its cards when they are read.
 */
export const cardTemplates = pgTable(
  "card_templates",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: varchar({ length: 100 }).notNull(),
    fields: jsonb().$type<CardTemplate["fields"]>().notNull().default({}),
    locked: jsonb().$type<TemplateField[]>().notNull().default([]),
    hidden: jsonb().$type<TemplateField[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("card_templates_name_idx").on(t.organizationId, t.name)],
);
export type CardTemplateRow = typeof cardTemplates.$inferSelect;
