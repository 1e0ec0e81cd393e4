/**
 * Readiness on the embedded database on disk: once a WAL sync has failed, no commit can reach the
 * disk again (a failed sync is final), so /readyz answers 503 while the raw client would still
 * answer a query. PGlite only: skipped in the PostgreSQL run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type Database, openDatabase } from "../../db/client";
import { walSyncThread } from "../../db/wal-sync-thread";

describe.skipIf(process.env.TEST_DATABASE_URL)("GET /readyz on the embedded database on disk", () => {
  let dir: string | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
    await database?.close().catch(() => {});
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("answers 503 once a WAL sync has failed, and says what to do", async () => {
    dir = mkdtempSync(join(tmpdir(), "cardfolio-readyz-test-"));
    database = await openDatabase({ kind: "pglite", dataDir: dir });
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dir,
      ADMIN_PASSWORD: "admin-password-1",
      PASSWORD_SCRYPT_LOG_N: "10",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: join(dir, "no-web-build"),
    });
    app = await buildApp(config, { database, logger: false });
    const ready = () => app!.inject({ method: "GET", url: "/readyz" });
    expect((await ready()).statusCode).toBe(200);

    // The disk fails the next commit's sync.
    vi.spyOn(walSyncThread, "sync").mockRejectedValue(
      Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" }),
    );
    await database.db.execute(sql`create table lost (id int)`).catch(() => {});

    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: "unavailable",
      message: "The database can no longer write to the disk. Check the disk, then restart the server.",
    });
    // And stays so: a failed sync is final.
    vi.restoreAllMocks();
    expect((await ready()).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});
