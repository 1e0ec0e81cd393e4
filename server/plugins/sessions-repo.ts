/**
 * The queries of the sessions table: a session is stored as its token's hash with its user, and
 * looked up with that user in one join on every signed-in API request. They sit with the sessions
 * plugin, which begins, reads and ends sessions; sign-in, the expired-row purge and user
 * management (a new password ends a user's other sessions) use them from here.
 */
import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, type UserRow, users } from "../db/schema";

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent?: string; address?: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session lookup, built once per database: every signed-in API request runs it. */
function prepareSessionLookup(db: Db) {
  return db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
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
): Promise<{ sessionId: number; lastSeenAt: Date; user: UserRow } | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: new Date().toISOString() });
  return row;
}

/** Marks the session used now. */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** A user's live sessions, the most recently used first. */
export function listUserSessions(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(limit);
}

/** Ends one of the user's sessions; false when they have none of that id. */
export async function deleteUserSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`; answers how many ended. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<number> {
  const condition =
    keepSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  const ended = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return ended.length;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
