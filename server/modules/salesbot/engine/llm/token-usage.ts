/**
 * The LLM engine's token caps: per card per UTC day, per conversation, and per visitor address
 * per card per UTC day, counted in salesbot_token_usage (one row per card and scope).
 *
 * A reply's worst case is reserved before the model is called: one upsert adds it to each
 * scope's row only where it still fits under that scope's cap (the row's lock makes the check and
 * the addition one step), inside a transaction rolled back unless every row took it. So replies
 * running at once, on any number of processes, cannot pass a cap between them. Afterwards the
 * reservation is settled to what the model spent, or released (settled to 0) when it failed.
 */
import { lt, sql, TransactionRollbackError } from "drizzle-orm";
import type { LlmConfig } from "../../../../config";
import type { Db } from "../../../../db/client";
import { isForeignKeyViolation } from "../../../../db/pg-error";
import { salesbotTokenUsage } from "../../../../db/schema";
import { anonymiseIp } from "../../../visitors/anonymise-ip";

type TokenCaps = Pick<
  LlmConfig,
  "maxTokensPerCardPerDay" | "maxTokensPerConversation" | "maxTokensPerVisitorPerDay"
>;

/** Whose reply it is: the card, the conversation, and the visitor's address. */
interface TokenSpender {
  cardId: number;
  sessionId: string;
  visitorIp?: string;
}

/** Tokens held for one reply until it is settled, on the scopes (and so the day) it was made on. */
export interface TokenReservation {
  readonly cardId: number;
  readonly scopes: readonly string[];
  readonly tokens: number;
}

const table = salesbotTokenUsage;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);
/**
 * Addresses are kept only anonymised (visitors/anonymise-ip.ts), so the visitors of one network
 * share a cap; anything that is no address shares one.
 */
const visitorScope = (day: string, ip: string | undefined) =>
  `visitor:${day}:${anonymiseIp(ip) ?? "unknown"}`;

/**
 * Rows in this order in every statement here (the card's day first), so two statements never
 * wait on each other's rows in a cycle.
 */
function limitsOf(caps: TokenCaps, spender: TokenSpender, now: Date) {
  const day = dayOf(now);
  return [
    { scope: `day:${day}`, cap: caps.maxTokensPerCardPerDay },
    { scope: `session:${spender.sessionId}`, cap: caps.maxTokensPerConversation },
    { scope: visitorScope(day, spender.visitorIp), cap: caps.maxTokensPerVisitorPerDay },
  ];
}

/** Holds `tokens` on every cap, or on none (undefined) when they do not fit under one of them. */
export async function reserveTokens(
  db: Db,
  caps: TokenCaps,
  spender: TokenSpender,
  tokens: number,
  now = new Date(),
): Promise<TokenReservation | undefined> {
  const limits = limitsOf(caps, spender, now);
  // A row made by this upsert takes the tokens unchecked: they must fit under its cap alone.
  if (limits.some((limit) => tokens > limit.cap)) return undefined;
  const capOfRow = sql.join(
    [
      sql`case excluded.scope`,
      ...limits.map((limit) => sql`when ${limit.scope} then ${limit.cap}::integer`),
      sql`end`,
    ],
    sql` `,
  );
  try {
    await db.transaction(async (tx) => {
      const taken = await tx
        .insert(table)
        .values(limits.map((limit) => ({ cardId: spender.cardId, scope: limit.scope, tokens })))
        .onConflictDoUpdate({
          target: [table.cardId, table.scope],
          set: { tokens: sql`${table.tokens} + excluded.tokens`, updatedAt: sql`now()` },
          setWhere: sql`${table.tokens} + excluded.tokens <= ${capOfRow}`,
        })
        .returning({ scope: table.scope });
      if (taken.length < limits.length) tx.rollback();
    });
  } catch (error) {
    // A cap had no room, or the card was deleted meanwhile: either way the model is not called.
    if (error instanceof TransactionRollbackError || isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  return { cardId: spender.cardId, scopes: limits.map((limit) => limit.scope), tokens };
}

/** Replaces a reservation with what the reply spent: 0 releases it. */
export async function settleTokens(db: Db, reservation: TokenReservation, spent: number): Promise<void> {
  const change = spent - reservation.tokens;
  if (change === 0) return;
  try {
    // An upsert rather than an UPDATE, for the row order above; the rows exist since the reservation.
    await db
      .insert(table)
      .values(
        reservation.scopes.map((scope) => ({
          cardId: reservation.cardId,
          scope,
          tokens: Math.max(0, change),
        })),
      )
      .onConflictDoUpdate({
        target: [table.cardId, table.scope],
        set: { tokens: sql`greatest(0, ${table.tokens} + ${change}::integer)`, updatedAt: sql`now()` },
      });
  } catch (error) {
    // The card was deleted meanwhile, and its counts with it.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/**
 * Counters that no longer limit anything: a day's rows once the day is over, and a
 * conversation's once it has been idle past its expiry (a later message starts a new one).
 * Both are older than two days by then, and the visitors' rows (one per address, card and
 * day) would otherwise pile up for ever.
 */
export async function deleteStaleTokenCounters(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
  await db.delete(table).where(lt(table.updatedAt, before));
}
