import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";

export async function insertResetToken(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Marks a valid token used and returns its user id; a token that is unknown, expired or
 * already used yields undefined. The update is the check, so a token cannot be used twice.
 */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function deleteUserResetTokens(db: Db, userId: number) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/** Tokens that can never be used again: expired, or used already. */
export async function deleteDeadResetTokens(db: Db): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, new Date()), isNotNull(passwordResetTokens.usedAt)));
}
