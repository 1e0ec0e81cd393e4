/**
 * The queries of one user account (its row in users): by id, by username or email in their
 * one spelling (case ignored, as the table's unique indexes ignore it), count, insert and update.
 * The user records sit below every feature that reads or writes an account (sign-in, the
 * profile, user management, cards) and import none of them.
 */
import { count, eq, sql } from "drizzle-orm";
import { usernameKey } from "../../../core/username-key";
import type { Db } from "../../db/client";
import { type NewUserRow, type UserRow, users } from "../../db/schema";

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account `username` names, in its one canonical spelling (core/username-key.ts). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${usernameKey(username)}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}
