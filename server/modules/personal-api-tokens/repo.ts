/** The api_tokens table: a user's tokens, everyone's for administrators, creation and revocation. */
import { and, count, desc, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type ApiTokenRow, apiTokens, users } from "../../db/schema";

/** Neither revoked nor expired, now. */
const live: SQL = and(
  isNull(apiTokens.revokedAt),
  or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
) as SQL;

/** Locks the user's row, so two creations at once cannot both pass the per-user limit. */
export async function lockTokenOwner(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for("update");
  return row !== undefined;
}

export async function countLiveTokens(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live));
  return row?.n ?? 0;
}

export async function insertToken(db: Db, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** The user's tokens, live ones first, each group newest first. */
export function listTokensOf(db: Db, userId: number, limit: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(sql`(${live})`), desc(apiTokens.id))
    .limit(limit);
}

export interface TokenWithOwner {
  token: ApiTokenRow;
  owner: { id: number; username: string };
}

/** Everyone's tokens, newest first, `limit` older than `before`. */
export function listAllTokens(db: Db, before: number | undefined, limit: number): Promise<TokenWithOwner[]> {
  return db
    .select({ token: apiTokens, owner: { id: users.id, username: users.username } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(before === undefined ? undefined : lt(apiTokens.id, before))
    .orderBy(desc(apiTokens.id))
    .limit(limit);
}

/**
 * Revokes the token (of `ownerId` when given) unless it already is; answers the token with its
 * owner and whether this call revoked it, or undefined when there is no such token. A token
 * revoked before stays as it was.
 */
export async function revokeToken(
  db: Db,
  id: number,
  revokedBy: number,
  ownerId?: number,
): Promise<(TokenWithOwner & { revokedNow: boolean }) | undefined> {
  const mine = ownerId === undefined ? undefined : eq(apiTokens.userId, ownerId);
  const changed = await db
    .update(apiTokens)
    .set({ revokedAt: new Date(), revokedBy })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt), mine))
    .returning({ id: apiTokens.id });
  const [row] = await db
    .select({ token: apiTokens, owner: { id: users.id, username: users.username } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.id, id), mine))
    .limit(1);
  return row && { ...row, revokedNow: changed.length > 0 };
}
