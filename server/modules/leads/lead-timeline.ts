/**
 * A lead's timeline: the sources that brought it (what the visitor said in each, and for an
 * exchange the consent text they agreed to), its
 * conversations' summaries (messages, outcome, score, the visitor's last words), and the views and
 * clicks of the same visitor on the same card. A visitor hash is one visitor on one day, so the
 * visits are looked for only within a day of the sources that carry the hash; each part is bounded.
 */
import { and, desc, eq, gte, lte } from "drizzle-orm";
import { LEAD_TIMELINE_VISITS_MAX, leadSourceLabel } from "../../../core/leads";
import { outcomeLook } from "../../../core/salesbot/conversations";
import type { LeadTimelineItem } from "../../../core/schemas/leads";
import { anyOf } from "../../db/any-of";
import type { Db } from "../../db/client";
import { cardClicks, cardViews, exchangeConsents, leadSources, salesbotConversations } from "../../db/schema";

type SourceRow = typeof leadSources.$inferSelect;
type Detail = LeadTimelineItem["details"][number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The visitor's words shown of a conversation: its last message, cut to this. */
const EXCERPT_MAX = 280;

/** The stored messages' roles and words (the chat writes them; anything else is skipped). */
function messagesOf(data: unknown): { role: unknown; content: string }[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) =>
    item && typeof item === "object" && typeof item.content === "string"
      ? [{ role: item.role, content: item.content as string }]
      : [],
  );
}

const excerpt = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text);

/** What a source's `data` holds, as label and value pairs: strings and answers under labels. */
function detailsOfData(data: Record<string, unknown>): Detail[] {
  const details: Detail[] = [];
  for (const [label, value] of Object.entries(data)) {
    if (typeof value === "string" && value) details.push({ label, value });
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, text] of Object.entries(value)) {
        if (typeof text === "string" && text) details.push({ label: inner, value: text });
      }
    }
  }
  return details;
}

/**
 * An exchange as its owner reads it: the visitor's note, the exact consent text they agreed to
 * (its stored version) and when, whether they asked for the contact file, their device and place.
 */
async function exchangeDetails(db: Db, sources: SourceRow[]): Promise<Map<number, Detail[]>> {
  const exchanges = sources.filter((source) => source.kind === "exchange");
  const found = new Map<number, Detail[]>();
  if (exchanges.length === 0) return found;
  const versions = exchanges.flatMap((source) =>
    typeof source.data.consentVersion === "number" ? [source.data.consentVersion] : [],
  );
  const texts = new Map(
    versions.length === 0
      ? []
      : (
          await db
            .select({ id: exchangeConsents.id, text: exchangeConsents.text })
            .from(exchangeConsents)
            .where(anyOf(exchangeConsents.id, [...new Set(versions)]))
        ).map((row) => [row.id, row.text]),
  );
  for (const source of exchanges) {
    const { note, consentVersion, consentAt, sendMeTheContact, device, location } = source.data;
    const consent = typeof consentVersion === "number" ? texts.get(consentVersion) : undefined;
    const text = (label: string, value: unknown): Detail[] =>
      typeof value === "string" && value ? [{ label, value }] : [];
    found.set(source.id, [
      ...text("Note", note),
      ...text("Agreed to", consent === undefined ? undefined : `${consent} (version ${consentVersion})`),
      ...(typeof consentAt === "string"
        ? [{ label: "Agreed at", value: consentAt, time: true as const }]
        : []),
      { label: "Asked for the contact file", value: sendMeTheContact === true ? "Yes" : "No" },
      ...text("Device", device),
      ...text("Location", location),
    ]);
  }
  return found;
}

async function conversationDetails(db: Db, cardId: number, sources: SourceRow[]) {
  const ids = sources.flatMap((source) =>
    source.kind === "conversation" && source.sourceId !== null ? [source.sourceId] : [],
  );
  const found = new Map<number, Detail[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(salesbotConversations)
    .where(and(eq(salesbotConversations.cardId, cardId), anyOf(salesbotConversations.id, ids)));
  for (const row of rows) {
    const messages = messagesOf(row.conversationData);
    const lastWords = messages.filter((message) => message.role === "user").at(-1)?.content;
    found.set(row.id, [
      { label: "Messages", value: String(messages.length) },
      { label: "Outcome", value: outcomeLook(row.outcome).label },
      { label: "Lead score", value: String(row.leadScore) },
      { label: "Last message", value: row.updatedAt.toISOString(), time: true },
      ...(lastWords ? [{ label: "Visitor's last words", value: excerpt(lastWords) }] : []),
    ]);
  }
  return found;
}

async function visitsOf(db: Db, cardId: number, sources: SourceRow[]): Promise<LeadTimelineItem[]> {
  const hashed = sources.filter((source) => source.visitorHash);
  if (hashed.length === 0) return [];
  const hashes = [...new Set(hashed.map((source) => source.visitorHash!))];
  const times = hashed.map((source) => source.at.getTime());
  const from = new Date(Math.min(...times) - DAY_MS);
  const to = new Date(Math.max(...times) + DAY_MS);
  const [views, clicks] = await Promise.all([
    db
      .select({ id: cardViews.id, at: cardViews.timestamp, device: cardViews.viewerDevice })
      .from(cardViews)
      .where(
        and(
          eq(cardViews.cardId, cardId),
          gte(cardViews.timestamp, from),
          lte(cardViews.timestamp, to),
          anyOf(cardViews.visitorHash, hashes),
        ),
      )
      .orderBy(desc(cardViews.timestamp))
      .limit(LEAD_TIMELINE_VISITS_MAX),
    db
      .select({
        id: cardClicks.id,
        at: cardClicks.timestamp,
        label: cardClicks.linkLabel,
        type: cardClicks.linkType,
      })
      .from(cardClicks)
      .where(
        and(
          eq(cardClicks.cardId, cardId),
          gte(cardClicks.timestamp, from),
          lte(cardClicks.timestamp, to),
          anyOf(cardClicks.visitorHash, hashes),
        ),
      )
      .orderBy(desc(cardClicks.timestamp))
      .limit(LEAD_TIMELINE_VISITS_MAX),
  ]);
  const items: LeadTimelineItem[] = [
    ...views.map((view) => ({
      key: `view-${view.id}`,
      kind: "view" as const,
      at: view.at.toISOString(),
      title: "Viewed the card",
      details: view.device ? [{ label: "Device", value: view.device }] : [],
    })),
    ...clicks.map((click) => ({
      key: `click-${click.id}`,
      kind: "click" as const,
      at: click.at.toISOString(),
      title: `Clicked ${click.label ?? click.type}`,
      details: [],
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, LEAD_TIMELINE_VISITS_MAX);
}

export async function leadTimeline(db: Db, leadId: number, cardId: number): Promise<LeadTimelineItem[]> {
  const sources = await db
    .select()
    .from(leadSources)
    .where(eq(leadSources.leadId, leadId))
    .orderBy(desc(leadSources.at), desc(leadSources.id))
    .limit(LEAD_TIMELINE_VISITS_MAX);
  const [conversations, exchanges, visits] = await Promise.all([
    conversationDetails(db, cardId, sources),
    exchangeDetails(db, sources),
    visitsOf(db, cardId, sources),
  ]);
  const arrivals: LeadTimelineItem[] = sources.map((source) => ({
    key: `source-${source.id}`,
    kind: source.kind,
    at: source.at.toISOString(),
    title: leadSourceLabel(source.kind),
    details: [
      ...(source.kind === "exchange" ? (exchanges.get(source.id) ?? []) : detailsOfData(source.data)),
      ...(source.sourceId !== null && source.kind === "conversation"
        ? (conversations.get(source.sourceId) ?? [])
        : []),
    ],
  }));
  return [...arrivals, ...visits].sort((a, b) => b.at.localeCompare(a.at));
}
