/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum keeps them current on a
 * server; PGlite runs no background workers, so without this a table that grew from nothing keeps
 * the estimates of an empty one and the planner picks plans that read every row (an analytics
 * history page over a million events: 1 s instead of 4 ms). This analyses every table at start
 * (PGlite does not keep the counts of changed rows across a restart, so there is no telling what
 * changed before it; analysis samples at most 30,000 rows a table, so this is bounded), then applies
 * autovacuum's own rule once a minute: analyse a table once more than 50 rows plus 10% of it
 * changed since the last time.
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

/** Analyses every table now, then runs the check every minute until the returned stop() (call it before closing). */
export async function keepStatisticsCurrent(
  client: PGlite,
  onError: (error: unknown) => void,
): Promise<() => void> {
  await client.exec("analyze");
  const timer = setInterval(() => {
    if (!client.closed) analyzeStaleTables(client).catch(onError);
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
