import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { UserRow } from "../users/repo";

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent?: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session lookup, built once per database: every signed-in API request runs it. */
function prepareSessionLookup(db: Db) {
  return db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("find_session_user");
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

export async function findSessionUser(
  db: Db,
  tokenHash: string,
): Promise<{ sessionId: number; user: UserRow } | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: new Date().toISOString() });
  return row;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  const condition =
    keepSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  await db.delete(sessions).where(condition);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
