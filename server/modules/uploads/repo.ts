/**
 * Queries of the uploads feature: upload rows and quota, and the card references the orphan
 * sweep relies on.
 */
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { uploads } from "../../db/schema";
export type NewUploadRow = typeof uploads.$inferInsert;

/** Advisory-lock namespaces ("UPLD", "UPRF"): any two processes sharing the database agree. */
const NAME_LOCK = 0x55504c44;
const REBUILD_LOCK = 0x55505246;

/**
 * Until the transaction `tx` ends, no other transaction storing or removing the file `name`
 * proceeds. Uploads store a row and then the file; the sweep checks for rows and removes
 * the file under this lock, so it can never remove a file a new row has just claimed.
 */
export async function lockName(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK}, hashtext(${name}))`);
}

/** Bytes the user stores, leaving out `exceptName` (the file being stored again). */
export async function storedBytesOf(db: Db, userId: number, exceptName: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), ne(uploads.name, exceptName)));
  return Number(row?.total ?? 0);
}

/**
 * Records an upload, or renews the user's row for the same bytes: a renewed row starts a new
 * grace period, so a sweep cannot take the file the user has just been given again.
 */
export async function upsertUpload(db: Db, values: NewUploadRow): Promise<{ id: number; inserted: boolean }> {
  const [row] = await db
    .insert(uploads)
    .values(values)
    .onConflictDoUpdate({
      target: [uploads.userId, uploads.name],
      set: {
        bytes: values.bytes,
        contentType: values.contentType,
        kind: values.kind,
        cardId: values.cardId ?? null,
        createdAt: sql`now()`,
        referencedAt: null,
      },
    })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ id: uploads.id, inserted: sql<boolean>`(xmax = 0)` });
  return row!;
}

export async function deleteUploadById(db: Db, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** What may name an upload on a card: its images, gallery, app icons, styling and assistant avatar. */
const CARDS_WITH_TEXT = sql.raw(`business_cards c
  left join salesbot_configs s on s.card_id = c.id
  cross join lateral regexp_matches(
    concat_ws(' ', c.profile_picture, c.cover_photo, c.logo_url, c.favicon_url,
      c.gallery::text, c.pwa_settings::text, c.customizations::text, s.avatar_url),
    '/uploads/([0-9a-f]{64}\\.(?:jpg|png|gif|svg))', 'g') as found(groups)`);

export interface CardReferencesRefreshed {
  /** False when the card no longer exists (its references went with it). */
  cardExists: boolean;
  /** Names it used before and no longer does: the only uploads this change can have made unused. */
  dropped: string[];
}

/**
 * After a card changed: records which uploads it uses now and marks them as seen in use (as
 * markReferenced does), in one statement that writes only what changed. A save that keeps its
 * pictures, the usual one, writes nothing here and costs the embedded database one statement
 * instead of six.
 */
export async function refreshCardReferences(db: Db, cardId: number): Promise<CardReferencesRefreshed> {
  const [row] = await rows<{ card_exists: boolean; dropped: string[] }>(
    db,
    sql`with used as (
          select distinct c.id as card_id, c.user_id, found.groups[1] as name
          from ${CARDS_WITH_TEXT} where c.id = ${cardId}
        ),
        dropped as (
          delete from upload_references r
          where r.card_id = ${cardId} and r.name not in (select name from used)
          returning r.name
        ),
        added as (
          insert into upload_references (card_id, name) select card_id, name from used
          on conflict do nothing
        ),
        marked as (
          update uploads u set referenced_at = now() from used
          where used.name = u.name and u.referenced_at is null
            and (u.user_id = used.user_id or u.card_id = used.card_id)
        )
        select exists (select 1 from business_cards where id = ${cardId}) as card_exists,
          coalesce((select array_agg(name) from dropped), '{}') as dropped`,
  );
  return { cardExists: row?.card_exists ?? false, dropped: row?.dropped ?? [] };
}

/**
 * Records every card's references from the cards themselves (at start and on the interval,
 * in case a card was changed around the application, e.g. by a script).
 */
export async function rebuildReferences(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes starting together would otherwise interleave their deletes and inserts.
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK}, 0)`);
    await tx.execute(sql`delete from upload_references`);
    await tx.execute(
      sql`insert into upload_references (card_id, name)
        select distinct c.id, found.groups[1] from ${CARDS_WITH_TEXT}
        on conflict do nothing`,
    );
  });
}

/**
 * The check before anything goes: records references to `names` that cards hold but the
 * references table does not know (a card changed by another process a moment ago). Reads
 * every card, so it runs only for names about to be removed.
 */
export async function recordReferencesFromCards(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.execute(
    sql`insert into upload_references (card_id, name)
      select distinct c.id, found.groups[1] from ${CARDS_WITH_TEXT}
      where found.groups[1] = any(${sql.param(names)}::text[])
      on conflict do nothing`,
  );
}

/**
 * Marks uploads as seen in use, for every card (the full sweep). Only the card owner's uploads,
 * and uploads made for that card, are marked: another user's upload of the same bytes keeps its
 * own grace period.
 */
export async function markReferenced(db: Db): Promise<void> {
  await db.execute(
    sql`update uploads u set referenced_at = now()
      from upload_references r join business_cards c on c.id = r.card_id
      where r.name = u.name and u.referenced_at is null
        and (u.user_id = c.user_id or u.card_id = c.id)`,
  );
}

/**
 * Whether an organisation's card template or brand names the upload `name` (an SQL text
 * expression): their images show on every card linked to it without being any card's own.
 * Templates and organisations are few (a hundred templates per organisation, a thousand
 * organisations), so they are read as they are.
 */
const templateUses = (name: SQL) =>
  sql`(exists (select 1 from card_templates t where strpos(t.fields::text, ${name}) > 0)
    or exists (select 1 from organizations o where strpos(o.brand::text, ${name}) > 0))`;

/** An upload no card or template uses that was used once, or was never used within the grace period. */
const releasable = (graceSeconds: number) =>
  sql`(u.referenced_at is not null or u.created_at < now() - ${graceSeconds} * interval '1 second')
    and not exists (select 1 from upload_references r where r.name = u.name)
    and not ${templateUses(sql`u.name`)}`;

/** Names of releasable uploads, among `names` when given; at most `limit`. */
export async function releasableNames(
  db: Db,
  graceSeconds: number,
  limit: number,
  names?: string[],
): Promise<string[]> {
  const among = names === undefined ? sql`` : sql`and u.name = any(${sql.param(names)}::text[])`;
  const found = await rows<{ name: string }>(
    db,
    sql`select distinct u.name from uploads u where ${releasable(graceSeconds)} ${among} limit ${limit}`,
  );
  return found.map((r) => r.name);
}

/** Of `names`, those no upload row, card reference or template names: files nobody needs. */
export async function unclaimedNames(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const found = await rows<{ name: string }>(
    db,
    sql`select n.name from unnest(${sql.param(names)}::text[]) as n(name)
      where not exists (select 1 from uploads u where u.name = n.name)
        and not exists (select 1 from upload_references r where r.name = n.name)
        and not ${templateUses(sql`n.name`)}`,
  );
  return found.map((r) => r.name);
}

/**
 * Under the name's lock: deletes its releasable rows, then calls `removeFile` if nothing
 * claims the file any more. Checked again here because an upload may have renewed a row
 * or a card may have started using the file since the name was picked.
 */
export async function releaseName(
  db: Db,
  name: string,
  graceSeconds: number,
  removeFile: () => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockName(tx, name);
    await tx.execute(sql`delete from uploads u where u.name = ${name} and ${releasable(graceSeconds)}`);
    const [unclaimed] = await unclaimedNames(tx, [name]);
    if (unclaimed) await removeFile();
  });
}
