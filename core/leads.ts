/**
 * New leads (until a leads inbox exists): what the dashboard's 'New leads' count and the
 * sidebar's badge show, and which list each kind of lead is read in.
 *
 * A lead is new for a user until they open the list it sits in, for that card:
 * - a visitor form submission, by the time it arrived (read in Analytics, Activity History's
 *   form answers tab);
 * - an assistant conversation that holds the visitor's email or phone, by its last change, so a
 *   visitor who leaves their details later in a conversation comes back as new (read in the
 *   assistant's conversation history).
 * The server keeps, per user, card and list, when the list was last opened
 * (server/modules/leads/repo.ts counts by this rule); a list never opened counts every lead.
 * Only the user's own cards are counted, each list only where the access policy lets them open
 * it (`LEAD_LIST_ACTIONS`).
 */
import type { Action } from "./policy";

export const LEAD_LISTS = ["formAnswers", "conversations"] as const;
export type LeadList = (typeof LEAD_LISTS)[number];

/** The policy action that opens each list: a list is counted and marked only where it allows. */
export const LEAD_LIST_ACTIONS = {
  formAnswers: "analytics.view",
  conversations: "salesbot.readConversations",
} as const satisfies Record<LeadList, Action>;

/** The answer names at most this many cards (those with the most new leads first). */
export const NEW_LEADS_CARDS_LIMIT = 20;

/** 'New leads: 3', the badge's and the count's accessible name. */
export function newLeadsLabel(total: number): string {
  return `New leads: ${total}`;
}

/** Where a lead stands in its owner's work, as the inbox sets it. New leads start at 'new'. */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What brought a lead: the contact exchange, the visitor form, the assistant, a booked meeting. */
export const LEAD_SOURCE_KINDS = ["exchange", "form", "conversation", "meeting"] as const;
export type LeadSourceKind = (typeof LEAD_SOURCE_KINDS)[number];

/*
 * The leads inbox: one list per card (or per organisation, for its owners and admins), searched,
 * filtered by status and paged by last activity. A lead is read where its card's form answers
 * are (the policy's `leads.view`); another user's lead answers as if it did not exist.
 */

/** A page of the inbox holds this many leads; the open API lets a caller ask for up to the max. */
export const LEADS_PAGE_SIZE = 50;
export const LEADS_PAGE_SIZE_MAX = 200;
/** A search is at most this long: it matches within name, email, company and phone. */
export const LEAD_SEARCH_MAX = 100;
/** A lead's notes, as the owner writes them. */
export const LEAD_NOTES_MAX = 5000;
/** A lead's timeline shows at most this many views and clicks of its visitor. */
export const LEAD_TIMELINE_VISITS_MAX = 100;

const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};
export const leadStatusLabel = (status: LeadStatus) => STATUS_LABELS[status];

const SOURCE_LABELS: Record<LeadSourceKind, string> = {
  exchange: "Contact exchange",
  form: "Visitor form",
  conversation: "Assistant conversation",
  meeting: "Meeting",
};
export const leadSourceLabel = (kind: LeadSourceKind) => SOURCE_LABELS[kind];

/**
 * When an assistant conversation is finished (the `conversation.finished` event, sent once): when
 * its outcome first becomes a conclusive one, a scheduling link issued ('scheduled', which never
 * goes back) or the visitor declining ('not_interested'). The outcome is computed from the whole
 * transcript, which only grows, so once conclusive it stays conclusive.
 */
const FINISHED_CONVERSATION_OUTCOMES: readonly string[] = ["scheduled", "not_interested"];
export function conversationFinishes(before: string | null | undefined, after: string | null | undefined) {
  const finished = (outcome: string | null | undefined) =>
    outcome != null && FINISHED_CONVERSATION_OUTCOMES.includes(outcome);
  return !finished(before) && finished(after);
}
