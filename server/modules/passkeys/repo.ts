/** Queries of the passkeys table. Every query by a passkey's id also names its owner. */
import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys, users } from "../../db/schema";

export type PasskeyRow = typeof passkeys.$inferSelect;
type NewPasskeyRow = typeof passkeys.$inferInsert;

/** The account's passkeys, oldest first (bounded by PASSKEYS_PER_ACCOUNT_MAX on insert). */
export function listPasskeys(db: Db, userId: number, limit: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id)).limit(limit);
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/**
 * Locks the account's row until the transaction `db` ends: two passkeys added at once by the
 * same account then count and insert one after the other, so both cannot pass the limit.
 */
export async function lockAccount(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return row !== undefined;
}

export async function insertPasskey(db: Db, values: NewPasskeyRow): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function renamePasskey(
  db: Db,
  userId: number,
  passkeyId: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(
  db: Db,
  userId: number,
  passkeyId: number,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/**
 * Records a sign-in's counter and time, only if the counter moved forward (or the authenticator
 * keeps none, always 0). Checked in the statement itself, so two sign-ins with copies of one
 * credential that race with the same counter cannot both pass: false for the one that lost.
 */
export async function recordPasskeyUse(db: Db, passkeyId: number, newCounter: number): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ signCount: newCounter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, passkeyId),
        newCounter === 0 ? eq(passkeys.signCount, 0) : lt(passkeys.signCount, newCounter),
      ),
    )
    .returning({ id: passkeys.id });
  return updated.length === 1;
}
