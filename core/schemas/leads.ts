/**
 * The new leads' answers and the request that marks a list seen (core/leads.ts says what a new
 * lead is), and a lead of the inbox.
 */
import { z } from "zod";
import {
  LEAD_LISTS,
  LEAD_NOTES_MAX,
  LEAD_SEARCH_MAX,
  LEAD_SOURCE_KINDS,
  LEAD_STATUSES,
  LEAD_TIMELINE_VISITS_MAX,
  LEADS_PAGE_SIZE,
  LEADS_PAGE_SIZE_MAX,
  NEW_LEADS_CARDS_LIMIT,
} from "../leads";
import { idParamSchema, idSchema } from "./ids";

const cardLeadsSchema = z.object({
  cardId: z.number(),
  /** The card's name as the dashboard shows it. */
  cardName: z.string(),
  formAnswers: z.number(),
  conversations: z.number(),
});
export type CardLeads = z.infer<typeof cardLeadsSchema>;

/** GET /api/leads/new and POST /api/leads/seen answer this. */
export const newLeadsSchema = z.object({
  /** New leads over all the user's cards. */
  total: z.number(),
  /** The cards with new leads, most first, at most `NEW_LEADS_CARDS_LIMIT`. */
  cards: z.array(cardLeadsSchema).max(NEW_LEADS_CARDS_LIMIT),
  /** Cards with new leads left out of `cards`. */
  moreCards: z.number(),
});
export type NewLeads = z.infer<typeof newLeadsSchema>;

/** POST /api/leads/seen: the user opened `list` of card `cardId`. */
export const leadsSeenSchema = z.object({
  cardId: idSchema("Invalid card id"),
  list: z.enum(LEAD_LISTS),
});
export type LeadsSeen = z.infer<typeof leadsSeenSchema>;

/** A lead as the inbox, the open API and the webhooks' `lead.*` events show it. */
export const leadSchema = z.object({
  id: z.number(),
  cardId: z.number(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

const CURSOR_MESSAGE = "The cursor must be a lead id from the previous page";
const NOTES_MESSAGE = `Notes must be at most ${LEAD_NOTES_MAX} characters`;
const SEARCH_MESSAGE = `A search must be at most ${LEAD_SEARCH_MAX} characters`;

/** The search and status filter every leads list takes, and the page's position. */
const leadFilters = {
  q: z.string().trim().max(LEAD_SEARCH_MAX, SEARCH_MESSAGE).optional(),
  status: z.enum(LEAD_STATUSES, "Status must be one of new, contacted, won, lost").optional(),
};
const cursorParam = idParamSchema(CURSOR_MESSAGE).optional();

/**
 * GET /api/leads and /api/leads/export: one card's inbox (`cardId`) or one organisation's
 * (`organizationId`, its owners' and admins'), exactly one of the two.
 */
export const leadsFiltersSchema = z
  .object({
    cardId: idParamSchema("Card id must be a positive whole number").optional(),
    organizationId: idParamSchema("Organisation id must be a positive whole number").optional(),
    ...leadFilters,
  })
  .superRefine((query, issues) => {
    if ((query.cardId === undefined) === (query.organizationId === undefined)) {
      issues.addIssue({
        code: "custom",
        path: ["cardId"],
        message: "Name either a card (cardId) or an organisation (organizationId)",
      });
    }
  });
export type LeadsFilters = z.output<typeof leadsFiltersSchema>;

export const leadsQuerySchema = leadsFiltersSchema.safeExtend({ cursor: cursorParam });
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

/** A page of leads; `nextCursor` asks for the next page. */
export const leadsPageSchema = z.object({
  leads: z.array(leadSchema).max(LEADS_PAGE_SIZE_MAX),
  nextCursor: z.number().nullable(),
});

/** A page of the inbox, the most recently active first, with the count of leads the filters match. */
export const inboxPageSchema = leadsPageSchema.extend({ matching: z.number() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /api/v1/leads: the token user's leads, the least recently changed first (for syncing). */
export const v1LeadsQuerySchema = z.object({
  cardId: idParamSchema("Card id must be a positive whole number").optional(),
  status: leadFilters.status,
  updatedSince: z.iso
    .datetime({ offset: true, message: "updatedSince must be an ISO 8601 date and time" })
    .optional(),
  cursor: cursorParam,
  limit: z.coerce
    .number(`limit must be a whole number from 1 to ${LEADS_PAGE_SIZE_MAX}`)
    .int(`limit must be a whole number from 1 to ${LEADS_PAGE_SIZE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${LEADS_PAGE_SIZE_MAX}`)
    .max(LEADS_PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${LEADS_PAGE_SIZE_MAX}`)
    .default(LEADS_PAGE_SIZE),
});

export const leadIdParams = z.object({ id: idParamSchema("Lead id must be a positive whole number") });

/** PATCH /api/leads/{id} and /api/v1/leads/{id}: the owner's status and notes. */
export const leadPatchSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, "Status must be one of new, contacted, won, lost").optional(),
    notes: z.string("Notes must be text").max(LEAD_NOTES_MAX, NOTES_MESSAGE).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.notes !== undefined, {
    message: "Send a status or notes to change",
  });
export type LeadPatch = z.output<typeof leadPatchSchema>;

const LEAD_TIMELINE_KINDS = [...LEAD_SOURCE_KINDS, "view", "click"] as const;

/**
 * One moment of a lead's timeline: a source that brought it (with what it said), or a view or a
 * click of the same visitor on the card that day. `details` are label and value pairs.
 */
const timelineItemSchema = z.object({
  /** Unique within the timeline ('source-12', 'view-40', 'click-7'). */
  key: z.string(),
  kind: z.enum(LEAD_TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  /** `time`: the value is an ISO time, written in the reader's own words and zone. */
  details: z.array(z.object({ label: z.string(), value: z.string(), time: z.literal(true).optional() })),
});
export type LeadTimelineItem = z.infer<typeof timelineItemSchema>;

/** GET /api/leads/{id}: the lead, its card's name and its timeline, the newest first. */
export const leadDetailSchema = z.object({
  lead: leadSchema,
  cardName: z.string(),
  timeline: z.array(timelineItemSchema).max(LEAD_TIMELINE_VISITS_MAX * 2),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;
