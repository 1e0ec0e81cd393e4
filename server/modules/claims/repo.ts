/**
 * Claim links in the database (decision 032). A link is live while it is unused, unexpired, its
 * person still has no password and is still a member of the organisation that made it. A user has
 * at most one link (a new one replaces the last), so the table holds at most a row per user.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  businessCards,
  claimLinks,
  organizationMembers,
  organizations,
  type UserRow,
  users,
} from "../../db/schema";
import { NO_PASSWORD } from "../../lib/passwords";

export interface LiveClaim {
  userId: number;
  organizationId: number;
  username: string;
  fullName: string | null;
  organizationName: string;
  cardSlug: string | null;
}

/** The user's first card of the organisation, else their first card. */
const cardSlug = sql<string | null>`(select ${businessCards.slug} from ${businessCards}
  where ${businessCards.userId} = ${claimLinks.userId}
  order by ${businessCards.organizationId} is distinct from ${claimLinks.organizationId}, ${businessCards.id}
  limit 1)`;

const isMember = sql`exists (select 1 from ${organizationMembers}
  where ${organizationMembers.organizationId} = ${claimLinks.organizationId}
  and ${organizationMembers.userId} = ${claimLinks.userId})`;

/** The live link whose token hashes to `tokenHash`, with what the claim page shows. */
export async function findLiveClaim(db: Db, tokenHash: string): Promise<LiveClaim | undefined> {
  const [row] = await db
    .select({
      userId: claimLinks.userId,
      organizationId: claimLinks.organizationId,
      username: users.username,
      fullName: users.fullName,
      organizationName: organizations.name,
      cardSlug,
    })
    .from(claimLinks)
    .innerJoin(users, eq(users.id, claimLinks.userId))
    .innerJoin(organizations, eq(organizations.id, claimLinks.organizationId))
    .where(
      and(
        eq(claimLinks.tokenHash, tokenHash),
        isNull(claimLinks.usedAt),
        gt(claimLinks.expiresAt, sql`now()`),
        eq(users.password, NO_PASSWORD),
        isMember,
      ),
    );
  return row;
}

export async function insertClaimLink(
  db: Db,
  values: { tokenHash: string; userId: number; organizationId: number; createdBy: number; expiresAt: Date },
): Promise<void> {
  await db.insert(claimLinks).values(values);
}

/** Deletes the user's links: a new one replaces them, and they stop working at once. */
export async function deleteClaimLinksOf(db: Db, userId: number): Promise<void> {
  await db.delete(claimLinks).where(eq(claimLinks.userId, userId));
}

/**
 * Marks the link used if it is unused, unexpired and its person still a member, and answers
 * whose it is; undefined when not. The update is the check: of two claims at once, one updates the row and the other finds
 * it used.
 */
export async function consumeClaimLink(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; organizationId: number } | undefined> {
  const [row] = await db
    .update(claimLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(claimLinks.tokenHash, tokenHash),
        isNull(claimLinks.usedAt),
        gt(claimLinks.expiresAt, sql`now()`),
        isMember,
      ),
    )
    .returning({ userId: claimLinks.userId, organizationId: claimLinks.organizationId });
  return row;
}

/** Sets the first password of an account that has none; undefined when it has one already. */
export async function setFirstPassword(db: Db, userId: number, hash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ password: hash })
    .where(and(eq(users.id, userId), eq(users.password, NO_PASSWORD)))
    .returning();
  return row;
}

/** The account, locked until the transaction ends, if it still has no password. */
export async function lockPendingUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.password, NO_PASSWORD)))
    .for("update");
  return row;
}
