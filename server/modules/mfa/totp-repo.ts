/** The totp_factors table: an account's authenticator app, pending or on. */
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { totpFactors } from "../../db/schema";

export interface TotpFactor {
  /** Sealed (secret-box.ts). */
  secret: string;
  enabled: boolean;
  lastStep: number;
}

export async function findTotpFactor(db: Db, userId: number): Promise<TotpFactor | undefined> {
  const [row] = await db
    .select({ secret: totpFactors.secret, enabledAt: totpFactors.enabledAt, lastStep: totpFactors.lastStep })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .limit(1);
  return row && { secret: row.secret, enabled: row.enabledAt !== null, lastStep: row.lastStep };
}

/** Stores a pending secret, replacing an earlier pending one; never one that is on. */
export async function savePendingTotp(db: Db, userId: number, sealedSecret: string): Promise<boolean> {
  const saved = await db
    .insert(totpFactors)
    .values({ userId, secret: sealedSecret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret: sealedSecret, lastStep: 0, createdAt: new Date() },
      setWhere: isNull(totpFactors.enabledAt),
    })
    .returning({ userId: totpFactors.userId });
  return saved.length === 1;
}

/**
 * Takes `step` for the account: only if it is later than the last step taken, so a code is
 * accepted once however many processes see it. `enable` also turns a pending factor on.
 */
export async function takeTotpStep(
  db: Db,
  userId: number,
  step: number,
  options: { enable?: boolean } = {},
): Promise<boolean> {
  const taken = await db
    .update(totpFactors)
    .set(options.enable ? { lastStep: step, enabledAt: new Date() } : { lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        lt(totpFactors.lastStep, step),
        options.enable ? isNull(totpFactors.enabledAt) : isNotNull(totpFactors.enabledAt),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return taken.length === 1;
}

export async function deleteTotpFactor(db: Db, userId: number): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}
