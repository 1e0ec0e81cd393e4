/**
 * The queries of user management: the paged, searched list, and the batch upload's look-ups and
 * inserts. The queries of one account (by id, name or email; insert, update) are the user
 * records' (modules/user-records/repo.ts).
 */
import { setImmediate } from "node:timers/promises";
import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { businessCards, type NewUserRow, organizationMembers, users } from "../../db/schema";
import { userSearchText } from "../../db/schema/users";
import { takenValues } from "../../db/taken-values";

export interface UserListRow {
  id: number;
  username: string;
  fullName: string | null;
  email: string;
  accessLevel: number;
  cardSlug: string | null;
}

/**
 * Case-insensitive substring match on username, full name or email, over the expression the
 * trigram index users_search_trgm_idx covers (decision 004).
 */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`${userSearchText(users)} like ${containsPattern(search)}`;
}

// Written out in full: drizzle leaves columns unqualified in a select, and inside the
// subquery an unqualified "id" would mean the card's id.
const firstCardSlug = sql<
  string | null
>`(select c.slug from business_cards c where c.user_id = "users"."id" order by c.id limit 1)`;

/**
 * One page, oldest first. The page's rows are picked first (a derived table) so the
 * first-card lookup runs only for them, not for every row an OFFSET skips.
 */
export async function listUsersPage(
  db: Db,
  options: { search?: string; limit: number; offset: number },
): Promise<UserListRow[]> {
  const page = db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      accessLevel: users.accessLevel,
    })
    .from(users)
    .where(searchFilter(options.search))
    .orderBy(asc(users.id))
    .limit(options.limit)
    .offset(options.offset)
    // Named "users" so firstCardSlug's "users"."id" refers to the page's rows.
    .as("users");
  return db
    .select({
      id: page.id,
      username: page.username,
      fullName: page.fullName,
      email: page.email,
      accessLevel: page.accessLevel,
      cardSlug: firstCardSlug,
    })
    .from(page)
    .orderBy(asc(page.id));
}

export async function countUsersMatching(db: Db, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(searchFilter(search));
  return row?.n ?? 0;
}

export async function firstCardOf(db: Db, userId: number): Promise<{ id: number; slug: string } | undefined> {
  const [row] = await db
    .select({ id: businessCards.id, slug: businessCards.slug })
    .from(businessCards)
    .where(eq(businessCards.userId, userId))
    .orderBy(asc(businessCards.id))
    .limit(1);
  return row;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Which of these lower-cased usernames are taken. */
export function takenUsernames(db: Db, lowered: readonly string[]): Promise<Set<string>> {
  return takenValues(db, users, sql<string>`lower(${users.username})`, lowered);
}

/** Which of these lower-cased emails are taken. */
export function takenEmails(db: Db, lowered: readonly string[]): Promise<Set<string>> {
  return takenValues(db, users, sql<string>`lower(${users.email})`, lowered);
}

/**
 * Rows per statement of a batch insert. The embedded database runs each statement on the
 * event loop, about 1 ms per user and card: 500 rows a statement stalled every other request
 * (even /healthz) for most of a second during a 5,000-row import; 50 hold it for tens of ms.
 */
const INSERT_CHUNK = 50;

/** A user of a batch upload, their card's slug, and in an organisation's upload its columns. */
export interface NewBulkUser {
  user: NewUserRow;
  slug: string;
  /** More columns of the card (its organisation, template and the values it starts with). */
  card?: Partial<typeof businessCards.$inferInsert>;
  /** The organisation the user joins as a member, in this team (or none). */
  member?: { organizationId: number; teamId: number | null };
}

/**
 * Inserts users and one card each, in order, in chunks, with their memberships when they join an
 * organisation; `db` should be a transaction. Between chunks the event loop gets a turn, so other
 * requests are answered while a large import saves.
 */
export async function insertUsersWithCards(
  db: Db,
  rows: readonly NewBulkUser[],
  /** Hears how many rows are written after each chunk (the transaction is still open). */
  onWritten?: (written: number) => void,
): Promise<{ id: number; username: string }[]> {
  const created: { id: number; username: string }[] = [];
  for (const part of chunks(rows, INSERT_CHUNK)) {
    if (created.length > 0) await setImmediate();
    const inserted = await db
      .insert(users)
      .values(part.map((r) => r.user))
      .returning({ id: users.id, username: users.username });
    // RETURNING follows the VALUES order for a plain INSERT in PostgreSQL; match by name to be sure.
    const idByName = new Map(inserted.map((r) => [r.username.toLowerCase(), r.id]));
    const idOf = (r: NewBulkUser) => idByName.get(r.user.username.toLowerCase())!;
    const cards = part.map((r) => ({
      ...r.card,
      userId: idOf(r),
      slug: r.slug,
      name: r.user.fullName ?? null,
    }));
    await db.insert(businessCards).values(cards);
    const members = part.flatMap((r) =>
      r.member ? [{ ...r.member, userId: idOf(r), role: "member" as const }] : [],
    );
    if (members.length > 0) await db.insert(organizationMembers).values(members);
    for (const r of part)
      created.push({ id: idByName.get(r.user.username.toLowerCase())!, username: r.user.username });
    onWritten?.(created.length);
  }
  return created;
}
