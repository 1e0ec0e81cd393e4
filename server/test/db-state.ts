/** Reads of the database that tests use to prove what a request did, or did not, change. */
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResetTokens, sessions, users } from "../db/schema";

export async function sessionCount(db: Db, userId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(sessions);
  const [row] = await (userId === undefined ? query : query.where(eq(sessions.userId, userId)));
  return row?.n ?? 0;
}

export async function resetTokenCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId));
  return row?.n ?? 0;
}

/** Every user row, hashes included, in a stable order: compare before and after a refused request. */
export function allUsers(db: Db) {
  return db.select().from(users).orderBy(asc(users.id));
}
