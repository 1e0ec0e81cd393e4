/** POST /api/users/bulk/check: the batch upload's checks as a dry run. */

import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BATCH_MAX_ROWS } from "../../../core/batch-users";
import { LEVEL_ABOVE_OWN } from "../../../core/policy";
import { businessCards } from "../../db/schema";
import { allUsers } from "../../test/db-state";
import { testAppPerFile } from "../../test/test-app-per-file";
import { expectRowLimits, usersTestKit } from "./users-test-kit";

const t = testAppPerFile();
const kit = usersTestKit(() => t);

const check = (session: string, users: unknown) =>
  t.request({ method: "POST", url: "/api/users/bulk/check", body: { users }, session });
const bulk = (session: string, users: unknown) =>
  t.request({ method: "POST", url: "/api/users/bulk", body: { users }, session });

async function cardCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(businessCards);
  return row?.n ?? 0;
}

type Answer = { index: number; username: string; status: string; reason?: string; message?: string };

describe("POST /api/users/bulk/check", () => {
  it("marks taken names, emails, slugs and duplicates in the file as the upload would, writing nothing", async () => {
    const admin = await kit.signedIn(4);
    const existing = await t.createUser();
    const existingCard = await kit.cardOf(existing);
    const ok = kit.newUserBody({ cardSlug: t.uniqueName("dry-slug") });
    const rows = [
      ok,
      kit.newUserBody({ username: ok.username.toUpperCase() }),
      kit.newUserBody({ username: existing.user.username.toUpperCase() }),
      kit.newUserBody({ email: existing.user.email }),
      kit.newUserBody({ cardSlug: existingCard.slug }),
      kit.newUserBody({ email: "no-at-sign" }),
      kit.newUserBody({ accessLevel: 5 }),
    ];
    const usersBefore = await allUsers(t.db);
    const cardsBefore = await cardCount();

    const response = await check(admin.session, rows);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { valid: number; invalid: number; results: Answer[] };
    expect(body.valid).toBe(1);
    expect(body.invalid).toBe(6);
    expect(body.results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(body.results.map((r) => r.reason ?? r.status)).toEqual([
      "valid",
      "duplicate_in_file",
      "username_taken",
      "email_taken",
      "slug_taken",
      "invalid",
      "level_not_allowed",
    ]);
    expect(body.results[0]).toEqual({ index: 0, username: ok.username, status: "valid" });
    expect(body.results[5]!.message).toBe("Invalid email format");
    expect(body.results[6]!.message).toBe(LEVEL_ABOVE_OWN);

    // Nothing written: the same users (hashes and all) and the same number of cards.
    expect(await allUsers(t.db)).toEqual(usersBefore);
    expect(await cardCount()).toBe(cardsBefore);

    // The real upload gives the refused rows the same reasons and messages.
    const upload = (await bulk(admin.session, rows)).json() as { results: Answer[] };
    const refusedByUpload = upload.results
      .filter((r) => r.status === "skipped")
      .map(({ index, reason, message }) => ({ index, reason, message }));
    const refusedByCheck = body.results
      .filter((r) => r.status === "invalid")
      .map(({ index, reason, message }) => ({ index, reason, message }));
    expect(refusedByCheck).toEqual(refusedByUpload);
    expect(upload.results[0]!.status).toBe("created");
  });

  it("refuses a level below 4 and a visitor before any work", async () => {
    const low = await kit.signedIn(3);
    expect((await check(low.session, [kit.newUserBody()])).statusCode).toBe(403);
    expect((await check("", [kit.newUserBody()])).statusCode).toBe(401);
  });

  it("has the upload's limits: an empty list, a non-list, 5,001 rows", async () => {
    const admin = await kit.signedIn(4);
    const rows = await expectRowLimits((users) => check(admin.session, users), "dry");
    // 5,000 rows are checked in one answer.
    const most = await check(admin.session, rows.slice(0, BATCH_MAX_ROWS));
    expect(most.statusCode).toBe(200);
    expect(most.json().valid).toBe(BATCH_MAX_ROWS);
  });
});
