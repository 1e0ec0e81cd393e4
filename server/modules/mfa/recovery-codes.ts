/**
 * Recovery codes: ten per account, each 10 base32 characters (50 random bits), shown once as
 * "ABCDE-FGHIJ" and stored as SHA-256 only. 50 bits make guessing hopeless under the sign-in
 * throttle, so a fast hash is enough. Each is taken once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recoveryCodes } from "../../db/schema";

const COUNT = 10;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function newCode(): string {
  // 5 bits per character from each byte: 32 divides 256, so every character is equally likely.
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The stored form of a code as typed (the schema has removed the dash and upper-cased it). */
const hashCode = (normalised: string) => createHash("sha256").update(normalised).digest("hex");

/** Replaces the account's codes with ten new ones and answers them, as shown to the person. */
export async function renewRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code.replace("-", "")) })));
  return codes;
}

/** Takes a code: true for exactly one of two requests racing with it. */
export async function takeRecoveryCode(db: Db, userId: number, normalised: string): Promise<boolean> {
  const taken = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(normalised)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return taken.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
