/**
 * The LLM engine's token caps (issue 17): per conversation and per card per UTC day, counted in
 * salesbot_token_usage and added to by an upsert, so concurrent replies on several processes add up.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { salesbotTokenUsage } from "../../../../db/schema";

const dayScope = (now: Date) => `day:${now.toISOString().slice(0, 10)}`;
const sessionScope = (sessionId: string) => `session:${sessionId}`;

export interface TokenSpend {
  conversation: number;
  cardToday: number;
}

export async function tokensSpent(
  db: Db,
  cardId: number,
  sessionId: string,
  now = new Date(),
): Promise<TokenSpend> {
  const rows = await db
    .select({ scope: salesbotTokenUsage.scope, tokens: salesbotTokenUsage.tokens })
    .from(salesbotTokenUsage)
    .where(
      and(
        eq(salesbotTokenUsage.cardId, cardId),
        inArray(salesbotTokenUsage.scope, [dayScope(now), sessionScope(sessionId)]),
      ),
    );
  const of = (scope: string) => rows.find((row) => row.scope === scope)?.tokens ?? 0;
  return { conversation: of(sessionScope(sessionId)), cardToday: of(dayScope(now)) };
}

export async function addTokens(db: Db, cardId: number, sessionId: string, tokens: number, now = new Date()) {
  if (tokens <= 0) return;
  await db
    .insert(salesbotTokenUsage)
    .values([
      { cardId, scope: dayScope(now), tokens },
      { cardId, scope: sessionScope(sessionId), tokens },
    ])
    .onConflictDoUpdate({
      target: [salesbotTokenUsage.cardId, salesbotTokenUsage.scope],
      set: { tokens: sql`${salesbotTokenUsage.tokens} + excluded.tokens`, updatedAt: sql`now()` },
    });
}
