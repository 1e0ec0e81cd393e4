/**
 * POST /api/users/bulk: the batch upload. Every row is checked again
 * with core/batch-users.ts and the level rules; names and slugs already in use are found
 * with a few set queries; passwords are hashed in parallel on the libuv pool; all valid
 * users and their cards are inserted in one transaction. The answer has one result per row.
 * POST /api/users/bulk/check runs the same checks (checkBulkRows) and writes nothing.
 * An upload made for an organisation (bulk-org.ts) also makes each person a member, in the row's
 * team, with a card from the row's template, in the same transaction.
 */
import { availableParallelism } from "node:os";
import { setImmediate } from "node:timers/promises";
import {
  type BatchRow,
  checkBatchRowCount,
  checkBatchRows,
  coerceBatchRow,
  validateBatchRow,
} from "../../../core/batch-users";
import { authorize, LEVEL_ABOVE_OWN } from "../../../core/policy";
import type {
  BulkCheckResult,
  BulkCheckRow,
  BulkProgress,
  BulkReason,
  BulkRowResult,
  BulkUploadResult,
} from "../../../core/schemas/users";
import { generateSlug, readableSlugCandidates } from "../../../core/slug";
import type { AppContext } from "../../context";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-error";
import type { UserRow } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { recordAudit } from "../audit/record";
import { takenSlugs } from "../cards/repo";
import { EMAIL_IN_USE, USERNAME_TAKEN } from "../user-records/errors";
import { type BulkOrg, orgCardColumns, placeRow, type RowPlacement } from "./bulk-org";
import { BULK_SLUG_TAKEN, bulkEmpty, bulkNoFreeSlugs, bulkOrgChanged, bulkRace } from "./errors";
import { insertUsersWithCards, takenEmails, takenUsernames } from "./repo";

/** Readable slugs a row may try ("jordan-price" to "jordan-price-10") before a random suffix. */
const READABLE_TRIES = 10;

/** Rows checked between two turns of the event loop. */
const CHECKS_PER_TURN = 500;

/** The messages of the reasons that have one text; the others' name the row's own values. */
const REASON_MESSAGES: Record<
  Exclude<BulkReason, "invalid" | "duplicate_in_file" | "template_not_found" | "team_not_found">,
  string
> = {
  username_taken: USERNAME_TAKEN,
  email_taken: EMAIL_IN_USE,
  slug_taken: BULK_SLUG_TAKEN,
  level_not_allowed: LEVEL_ABOVE_OWN,
};

/**
 * Runs `work` over `items` with at most `limit` in flight, keeping the order of results;
 * `onDone` hears how many have finished after each one.
 */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onDone?: (finished: number) => void,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let finished = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
      onDone?.(++finished);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * How many of the import's hashes are asked for at once: the libuv pool has 4 threads by
 * default (UV_THREADPOOL_SIZE), and at N=2^17 each hash holds 128 MiB, so never more than 4.
 * The process's hash limiter (one per core) decides how many of them run.
 */
function hashConcurrency(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** Refuses an empty list or one over the row limit (400), before any work is done. */
export function assertBulkSize(body: readonly unknown[]): void {
  if (body.length === 0) throw bulkEmpty();
  const tooMany = checkBatchRowCount(body.length);
  if (tooMany) throw badRequest(tooMany);
}

export type BulkProgressListener = (progress: BulkProgress) => void;

/** The rows of a bulk body after the shared checks: a skipped result per refused row, `undefined` for an accepted one. */
export interface CheckedBulkRows {
  rows: BatchRow[];
  results: (Extract<BulkRowResult, { status: "skipped" }> | undefined)[];
  /** In an organisation's upload: the template and team of each accepted row. */
  placements: (RowPlacement | undefined)[];
}

/**
 * The one check of a bulk body, for the upload and its dry run (POST /api/users/bulk/check):
 * each row's own rules, duplicates within the file, the level the actor may give, and the
 * usernames, emails and card slugs already in use (a few set queries); in an organisation's
 * upload, the template and team each row names. Writes nothing.
 */
async function checkBulkRows(
  ctx: AppContext,
  actor: UserRow,
  body: readonly unknown[],
  org: BulkOrg | undefined,
): Promise<CheckedBulkRows> {
  assertBulkSize(body);
  const rows: BatchRow[] = body.map(coerceBatchRow);
  const options = { inOrganisation: org !== undefined };
  const checked = checkBatchRows(rows, undefined, options);
  const results: CheckedBulkRows["results"] = new Array(rows.length);
  const placements: CheckedBulkRows["placements"] = new Array(rows.length);
  const skip = (index: number, reason: BulkReason, message: string) => {
    results[index] = { index, username: rows[index]!.username, status: "skipped", reason, message };
  };

  for (const [i, row] of checked.entries()) {
    // A turn for other requests now and then: 5,000 rows take over 100 ms to check.
    if (i > 0 && i % CHECKS_PER_TURN === 0) await setImmediate();
    const own = validateBatchRow(rows[i]!, options);
    if (own.length > 0) skip(i, "invalid", own.join(", "));
    else if (row.duplicate) skip(i, "duplicate_in_file", row.error);
    else {
      const levelRefusal = authorize(actor, "user.giveLevel", { level: rows[i]!.accessLevel as number });
      if (levelRefusal) skip(i, "level_not_allowed", levelRefusal);
      else if (org) {
        const placed = placeRow(org, rows[i]!);
        if ("placement" in placed) placements[i] = placed.placement;
        else skip(i, placed.reason, placed.message);
      }
    }
  }

  const pending = () => rows.map((_, i) => i).filter((i) => results[i] === undefined);
  const [names, emails, slugs] = await Promise.all([
    takenUsernames(
      ctx.db,
      pending().map((i) => rows[i]!.username.toLowerCase()),
    ),
    takenEmails(
      ctx.db,
      pending().map((i) => rows[i]!.email.toLowerCase()),
    ),
    takenSlugs(
      ctx.db,
      pending()
        .map((i) => rows[i]!.cardSlug)
        .filter((s) => s !== ""),
    ),
  ]);
  for (const i of pending()) {
    const row = rows[i]!;
    if (names.has(row.username.toLowerCase())) skip(i, "username_taken", REASON_MESSAGES.username_taken);
    else if (emails.has(row.email.toLowerCase())) skip(i, "email_taken", REASON_MESSAGES.email_taken);
    else if (row.cardSlug !== "" && slugs.has(row.cardSlug))
      skip(i, "slug_taken", REASON_MESSAGES.slug_taken);
  }
  return { rows, results, placements };
}

/** POST /api/users/bulk/check: the upload's checks and nothing more, one answer per row. */
export async function dryRunBulk(
  ctx: AppContext,
  actor: UserRow,
  body: readonly unknown[],
  org?: BulkOrg,
): Promise<BulkCheckResult> {
  const { rows, results, placements } = await checkBulkRows(ctx, actor, body, org);
  const answers: BulkCheckRow[] = rows.map((row, index) => {
    const refused = results[index];
    if (refused)
      return {
        index,
        username: row.username,
        status: "invalid",
        reason: refused.reason,
        message: refused.message,
      };
    // The names as the organisation spells them, whatever the file's capitals.
    const { template, team } = placements[index] ?? {};
    return {
      index,
      username: row.username,
      status: "valid",
      ...(template ? { template: template.name } : {}),
      ...(team ? { team: team.name } : {}),
    };
  });
  const valid = answers.filter((a) => a.status === "valid").length;
  return { valid, invalid: answers.length - valid, results: answers };
}

export function createBulkImport(ctx: AppContext) {
  const passwords = passwordHashing(ctx.config.passwordHashQueue);
  async function run(
    actor: UserRow,
    body: unknown[],
    onProgress: BulkProgressListener = () => {},
    org?: BulkOrg,
  ): Promise<BulkUploadResult> {
    assertBulkSize(body);
    onProgress({ phase: "checking", done: 0, total: body.length });

    const { rows, results: refused, placements } = await checkBulkRows(ctx, actor, body, org);
    const results: (BulkRowResult | undefined)[] = [...refused];
    const pending = () => rows.map((_, i) => i).filter((i) => results[i] === undefined);

    // Slugs for rows without one, unique in the file and the database: readable ones from the
    // full name ("jordan-price", "jordan-price-2", ...; decision 011), then a random suffix.
    const accepted = pending();
    const slugOf = new Map<number, string>();
    const used = new Set(accepted.map((i) => rows[i]!.cardSlug).filter((s) => s !== ""));
    let needing = accepted.filter((i) => rows[i]!.cardSlug === "");
    for (const i of accepted) if (rows[i]!.cardSlug !== "") slugOf.set(i, rows[i]!.cardSlug);
    const readable = new Map(
      needing.map((i) => [i, readableSlugCandidates([rows[i]!.fullName, rows[i]!.username], READABLE_TRIES)]),
    );
    for (let round = 0; needing.length > 0; round++) {
      if (round === 20) throw bulkNoFreeSlugs();
      const proposals = new Map<number, string>();
      for (const i of needing) {
        const options = readable.get(i)!;
        let slug = options.shift();
        while (slug !== undefined && used.has(slug)) slug = options.shift();
        if (slug === undefined) {
          slug = generateSlug(rows[i]!.username);
          while (used.has(slug)) slug = generateSlug(rows[i]!.username);
        }
        used.add(slug);
        proposals.set(i, slug);
      }
      const taken = await takenSlugs(ctx.db, [...proposals.values()]);
      needing = needing.filter((i) => {
        const slug = proposals.get(i)!;
        if (taken.has(slug)) return true;
        slugOf.set(i, slug);
        return false;
      });
    }

    onProgress({ phase: "checking", done: body.length, total: body.length });

    const hashing = (done: number) => onProgress({ phase: "hashing", done, total: accepted.length });
    hashing(0);
    const hashes = await mapLimited(
      accepted,
      hashConcurrency(),
      // A lighter first hash (decision 004): the full cost for 1,000 rows takes minutes on two
      // cores. login() raises it to the full cost at the user's first sign-in. Each hash takes
      // its turn for a core with the sign-ins' and waits for it, never 503 (decision 024).
      (i) => passwords.hashPatiently(rows[i]!.password, ctx.config.bulkPasswordScryptLogN),
      hashing,
    );

    let created: { id: number; username: string }[] = [];
    if (accepted.length > 0) {
      const saving = (done: number) => onProgress({ phase: "saving", done, total: accepted.length });
      saving(0);
      try {
        created = await ctx.db.transaction(async (tx) => {
          const made = await insertUsersWithCards(
            tx,
            accepted.map((i, k) => ({
              user: {
                username: rows[i]!.username,
                email: rows[i]!.email,
                fullName: rows[i]!.fullName,
                accessLevel: rows[i]!.accessLevel as number,
                password: hashes[k]!,
              },
              slug: slugOf.get(i)!,
              ...(org && {
                card: orgCardColumns(org, placements[i]!),
                member: { organizationId: org.id, teamId: placements[i]!.team?.id ?? null },
              }),
            })),
            saving,
          );
          // One event for the upload, not one per row: it says who made how many, and where.
          await recordAudit(tx, {
            action: "user-created",
            actor,
            details: { count: made.length, upload: true, ...(org && { organizationId: org.id }) },
          });
          return made;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw bulkRace();
        // A template, team or the organisation itself deleted since the check: nothing was written.
        if (org && isForeignKeyViolation(error)) throw bulkOrgChanged();
        throw error;
      }
    }
    accepted.forEach((i, k) => {
      results[i] = {
        index: i,
        username: rows[i]!.username,
        status: "created",
        id: created[k]!.id,
        cardSlug: slugOf.get(i)!,
      };
    });

    const final = results as BulkRowResult[];
    const createdCount = final.filter((r) => r.status === "created").length;
    return { created: createdCount, skipped: final.length - createdCount, results: final };
  }

  return { run };
}
