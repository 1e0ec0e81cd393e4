/**
 * A database of its own for one test app (DESIGN §7): a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL when it is set, else an in-memory PGlite. Either way
 * the schema comes from the real migrations, and close() throws nothing away twice.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";

/** Runs one statement on a short-lived connection to the server's maintenance database. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openFreshPostgres(serverUrl: string): Promise<Database> {
  // Hex only, so the name needs no quoting; random, so parallel test files never meet.
  const name = `cardfolio_test_${randomBytes(8).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  // FORCE ends connections a failed test may have left open, so the drop cannot hang.
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/** Makes close() safe to call again, e.g. after a test closed the database on purpose. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closing ??= database.close();
      return closing;
    },
  };
}

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await openFreshPostgres(serverUrl) : await openDatabase({ kind: "pglite" });
  return closingOnce(database);
}
