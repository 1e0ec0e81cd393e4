/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum keeps them current on a
 * server; PGlite runs no background workers, so without this a table that grew from nothing keeps
 * the estimates of an empty one and the planner picks plans that read every row (an analytics
 * history page over a million events: 1 s instead of 4 ms). This applies autovacuum's own rule —
 * analyse a table once more than 50 rows plus 10% of it changed since the last time — at start
 * and then once a minute.
 */
import type { PGlite } from "@electric-sql/pglite";

const CHECK_INTERVAL_MS = 60_000;

/** Analyses each table autovacuum would; answers their names. */
export async function analyzeStaleTables(client: PGlite): Promise<string[]> {
  const stale = await client.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(relname) as name
     from pg_stat_user_tables
     where n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  );
  const names = stale.rows.map((row) => row.name);
  for (const name of names) await client.exec(`analyze ${name}`);
  return names;
}

/** Runs the check now and every minute until the returned stop() (call it before closing). */
export async function keepStatisticsCurrent(
  client: PGlite,
  onError: (error: unknown) => void,
): Promise<() => void> {
  await analyzeStaleTables(client);
  const timer = setInterval(() => {
    if (!client.closed) analyzeStaleTables(client).catch(onError);
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
