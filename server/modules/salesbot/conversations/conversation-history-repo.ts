/**
 * The salesbot_conversations reads of the history screen: one card's conversations
 * filtered and keyset-paged newest first on (updated_at, id), the four tiles, one conversation
 * with its card's owner, and the export's batches. Filters are the screen's (core's schema).
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  APPOINTMENT_OUTCOMES,
  type ConversationFilters,
  type ConversationTiles,
  SCORE_BAND_RANGES,
} from "../../../../core/salesbot/conversations";
import { CONVERSATION_OUTCOMES, type ConversationOutcome } from "../../../../core/salesbot/vocabulary";
import type { Db } from "../../../db/client";
import { containsPattern } from "../../../db/like-pattern";
import { businessCards, salesbotConversations as c } from "../../../db/schema";
import type { Cursor } from "../../../lib/cursor";

const KNOWN_OUTCOMES: readonly string[] = CONVERSATION_OUTCOMES;

/** UTC with microseconds, as the cursor carries it. */
const utcText = (column: typeof c.updatedAt | typeof c.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const summaryColumns = {
  id: c.id,
  sessionId: c.sessionId,
  visitorName: c.visitorName,
  visitorEmail: c.visitorEmail,
  visitorPhone: c.visitorPhone,
  leadScore: c.leadScore,
  outcome: c.outcome,
  messageCount: sql<number>`jsonb_array_length(${c.conversationData})::int`,
  visitorIp: c.visitorIp,
  visitorLocation: c.visitorLocation,
  visitorDevice: c.visitorDevice,
  createdAt: utcText(c.createdAt),
  updatedAt: utcText(c.updatedAt),
};

function filtersOf(cardId: number, filters: ConversationFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(c.cardId, cardId)];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql`(lower(coalesce(${c.visitorName}, '')) like ${pattern} or lower(coalesce(${c.visitorEmail}, '')) like ${pattern} or lower(${c.sessionId}) like ${pattern})`,
    );
  }
  if (filters.outcome === "unknown") {
    conditions.push(
      sql`(${c.outcome} is null or ${c.outcome} not in (${sql.join(
        KNOWN_OUTCOMES.map((o) => sql`${o}`),
        sql`, `,
      )}))`,
    );
  } else if (filters.outcome !== "all") {
    conditions.push(eq(c.outcome, filters.outcome));
  }
  if (filters.score !== "all") {
    const range = SCORE_BAND_RANGES[filters.score];
    conditions.push(sql`${c.leadScore} between ${range.min} and ${range.max}`);
  }
  return and(...conditions);
}

const olderThan = (cursor: Cursor | undefined) =>
  cursor
    ? sql`(${c.updatedAt}, ${c.id}) < (${cursor.timestamp}::timestamptz, ${Number(cursor.id)})`
    : undefined;

export async function listConversations(
  db: Db,
  cardId: number,
  filters: ConversationFilters,
  page: { cursor?: Cursor; limit: number },
) {
  return db
    .select(summaryColumns)
    .from(c)
    .where(and(filtersOf(cardId, filters), olderThan(page.cursor)))
    .orderBy(desc(c.updatedAt), desc(c.id))
    .limit(page.limit);
}

export async function countConversations(
  db: Db,
  cardId: number,
  filters: ConversationFilters,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(c).where(filtersOf(cardId, filters));
  return row?.n ?? 0;
}

/**
 * The four tiles over all the card's conversations (decision 016: filters narrow the list only),
 * and the same summary under the specification's names: averageLeadScore and the count of each
 * known outcome.
 */
export async function conversationTiles(db: Db, cardId: number): Promise<ConversationTiles> {
  const appointments = sql.join(
    APPOINTMENT_OUTCOMES.map((o) => sql`${o}`),
    sql`, `,
  );
  const outcomeCounts = Object.fromEntries(
    CONVERSATION_OUTCOMES.map((o) => [o, sql<number>`(count(*) filter (where ${c.outcome} = ${o}))::int`]),
  ) as Record<ConversationOutcome, SQL<number>>;
  const [row] = await db
    .select({
      totalConversations: sql<number>`count(*)::int`,
      avgLeadScore: sql<number>`coalesce(round(avg(${c.leadScore})), 0)::int`,
      appointments: sql<number>`(count(*) filter (where ${c.outcome} in (${appointments})))::int`,
      interestedLeads: sql<number>`(count(*) filter (where ${c.outcome} = 'interested'))::int`,
      ...outcomeCounts,
    })
    .from(c)
    .where(eq(c.cardId, cardId));
  const outcomes = Object.fromEntries(CONVERSATION_OUTCOMES.map((o) => [o, row?.[o] ?? 0])) as Record<
    ConversationOutcome,
    number
  >;
  const avgLeadScore = row?.avgLeadScore ?? 0;
  return {
    totalConversations: row?.totalConversations ?? 0,
    avgLeadScore,
    appointments: row?.appointments ?? 0,
    interestedLeads: row?.interestedLeads ?? 0,
    averageLeadScore: avgLeadScore,
    outcomes,
  };
}

/** One conversation, its messages, and its card's owner (for the permission check). */
export async function findConversationWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      cardId: c.cardId,
      conversationData: c.conversationData,
      userId: businessCards.userId,
    })
    .from(c)
    .innerJoin(businessCards, eq(businessCards.id, c.cardId))
    .where(eq(c.id, id))
    .limit(1);
  return row;
}

/** The filtered conversations with their messages, newest first, `size` at a time, for the export. */
export async function* conversationsForExport(
  db: Db,
  cardId: number,
  filters: ConversationFilters,
  size: number,
) {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({ ...summaryColumns, conversationData: c.conversationData })
      .from(c)
      .where(and(filtersOf(cardId, filters), olderThan(cursor)))
      .orderBy(desc(c.updatedAt), desc(c.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    cursor = { timestamp: last.updatedAt, id: String(last.id) };
    if (rows.length < size) return;
  }
}
