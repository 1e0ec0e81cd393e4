/**
 * The new leads' answers and the request that marks a list seen (core/leads.ts says what a new
 * lead is), and a lead of the inbox.
 */
import { z } from "zod";
import { LEAD_LISTS, LEAD_STATUSES, NEW_LEADS_CARDS_LIMIT } from "../leads";
import { idSchema } from "./ids";

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
