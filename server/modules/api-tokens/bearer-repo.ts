/** The lookups a bearer-token request makes: the token's user, and the token marked as used. */
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { ApiScope } from "../../../core/api-scopes";
import type { Db } from "../../db/client";
import { apiTokens, type UserRow, users } from "../../db/schema";

export interface TokenHolder {
  tokenId: number;
  scopes: ApiScope[];
  lastUsedAt: Date | null;
  user: UserRow;
}

/** The live token with this hash (not revoked, not expired) and its user. */
export async function findTokenHolder(db: Db, tokenHash: string): Promise<TokenHolder | undefined> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      user: users,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the token used now. */
export async function touchToken(db: Db, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, tokenId));
}
