import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { CardCustomizations, CustomButton, GalleryItem, PwaSettings } from "../../../core/card";
import { cardTemplates } from "./card-templates";
import { organizations } from "./organizations";
import { userIdColumn } from "./users";

export const businessCards = pgTable(
  "business_cards",
  {
    id: serial().primaryKey(),
    userId: userIdColumn(),
    slug: varchar({ length: 100 }).notNull(),
    theme: varchar({ length: 40 }).notNull().default("minimalist"),
    name: varchar({ length: 200 }),
    title: varchar({ length: 200 }),
    company: varchar({ length: 200 }),
    phone: varchar({ length: 60 }),
    email: varchar({ length: 254 }),
    address: varchar({ length: 500 }),
    website: varchar({ length: 2048 }),
    about: text(),
    profilePicture: text(),
    coverPhoto: text(),
    logoUrl: text(),
    videoUrl: varchar({ length: 2048 }),
    faviconUrl: text(),
    socialLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The keys of socialLinks in the owner's order: jsonb keeps no key order of its own. */
    socialLinkOrder: jsonb().$type<string[]>().notNull().default([]),
    /** The card's sections in the owner's order; [] is the default order (core/card-order.ts). */
    sectionOrder: jsonb().$type<string[]>().notNull().default([]),
    customButtons: jsonb().$type<CustomButton[]>().notNull().default([]),
    gallery: jsonb().$type<GalleryItem[]>().notNull().default([]),
    embedCodes: jsonb().$type<string[]>().notNull().default([]),
    formConfig: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    customizations: jsonb().$type<CardCustomizations>().notNull().default({}),
    pwaSettings: jsonb().$type<PwaSettings>().notNull().default({}),
    /** The organisation the card belongs to (decision 032): its directory, analytics and offboarding. */
    organizationId: integer().references(() => organizations.id, { onDelete: "set null" }),
    /** The organisation's template merged into the card whenever it is read (core/card-template.ts). */
    templateId: integer().references(() => cardTemplates.id, { onDelete: "set null" }),
    /** Shown in its organisation's directory, /o/{slug}: each card opts in. */
    listed: boolean().notNull().default(false),
    /** Set when its organisation deactivated the card: the public page says it is no longer active. */
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("business_cards_slug_idx").on(t.slug),
    index("business_cards_user_idx").on(t.userId),
    index("business_cards_organization_idx").on(t.organizationId),
    index("business_cards_template_idx").on(t.templateId),
  ],
);

/** A row that belongs to a card, and goes with it. */
export const cardIdColumn = () =>
  integer()
    .notNull()
    .references(() => businessCards.id, { onDelete: "cascade" });
