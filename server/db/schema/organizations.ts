import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { OrgBrand } from "../../../core/org-brand";
import type { OrgRole } from "../../../core/organizations";
import { userIdColumn } from "./users";

/** An organisation: its name and its directory's address, /o/{slug}. */
export const organizations = pgTable(
  "organizations",
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    /** Checked by core/schemas/organizations.ts on the way in; read through readBrand. */
    brand: jsonb().$type<Partial<OrgBrand>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("organizations_slug_idx").on(t.slug)],
);

/** A team of an organisation: one level, no teams inside teams. */
export const organizationTeams = pgTable(
  "organization_teams",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: varchar({ length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("organization_teams_name_idx").on(t.organizationId, t.name)],
);

/** A user's membership of an organisation, with their role there and their team, if any. */
export const organizationMembers = pgTable(
  "organization_members",
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    role: varchar({ length: 10 }).$type<OrgRole>().notNull(),
    teamId: integer().references(() => organizationTeams.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index("organization_members_user_idx").on(t.userId),
    check("organization_members_role_check", sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
