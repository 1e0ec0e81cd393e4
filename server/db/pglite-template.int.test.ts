/**
 * A new embedded database is copied from the build's template, only when the template was made
 * by the installed PGlite, and opens with the page cache it is given. PGlite only: skipped in
 * the PostgreSQL run.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDurablePglite } from "./pglite-durability";
import { copyPgliteTemplate, makePgliteTemplate } from "./pglite-template";

describe.skipIf(process.env.TEST_DATABASE_URL)("the embedded database's template", () => {
  let dir: string;
  let template: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "cardfolio-template-"));
    template = join(dir, "template");
    await makePgliteTemplate(template);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is a whole database directory, with the PGlite version that made it, readable by every user", () => {
    expect(existsSync(join(template, "pgdata", "PG_VERSION"))).toBe(true);
    expect(readdirSync(dir)).toEqual(["template"]);
    const unreadable = readdirSync(template, { recursive: true, encoding: "utf8" }).filter(
      (path) => (statSync(join(template, path)).mode & 0o004) === 0,
    );
    expect(unreadable).toEqual([]);
  });

  it("is copied whole into a directory that holds no database, and nothing of the copy is left beside it", () => {
    const target = join(dir, "copied-by-hand");
    expect(copyPgliteTemplate(target, template)).toBe(true);
    expect(existsSync(join(target, "PG_VERSION"))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(["copied-by-hand", "template"]);
    rmSync(target, { recursive: true });
  });

  it("becomes a new database that opens, keeps what is written and has the page cache asked for", async () => {
    const target = join(dir, "copied");
    const first = await openDurablePglite(target, { templateDir: template, cacheMb: 8 });
    await first.exec("create table notes (body text); insert into notes values ('kept')");
    const cache = await first.query<{ shared_buffers: string }>("show shared_buffers");
    await first.close();
    expect(cache.rows[0]?.shared_buffers).toBe("8MB");
    expect(readdirSync(dir).sort()).toEqual(["copied", "template"]);

    const again = await openDurablePglite(target, { templateDir: template });
    const notes = await again.query<{ body: string }>("select body from notes");
    await again.close();
    expect(notes.rows).toEqual([{ body: "kept" }]);
  });

  it("is not copied over an existing database", async () => {
    const target = join(dir, "existing");
    const first = await openDurablePglite(target, { templateDir: template });
    await first.exec("create table kept (id int)");
    await first.close();
    const again = await openDurablePglite(target, { templateDir: template });
    const tables = await again.query("select 1 from pg_tables where tablename = 'kept'");
    await again.close();
    expect(tables.rows).toHaveLength(1);
  });

  it("is not used when another PGlite version made it", () => {
    const stale = join(dir, "stale-template");
    mkdirSync(join(stale, "pgdata"), { recursive: true });
    writeFileSync(join(stale, "pgdata", "PG_VERSION"), "17\n");
    writeFileSync(join(stale, "pglite-version"), "0.0.1");
    const target = join(dir, "not-copied");
    expect(copyPgliteTemplate(target, stale)).toBe(false);
    expect(existsSync(target)).toBe(false);
  });
});
