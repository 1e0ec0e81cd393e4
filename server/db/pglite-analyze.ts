/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum keeps them current on a
 * server; PGlite runs no background workers, so without this a table that grew from nothing keeps
 * the estimates of an empty one and the planner picks plans that read every row (an analytics
 * history page over a million events: 1 s instead of 4 ms). This analyses every table at start
 * (PGlite does not keep the counts of changed rows across a restart, so there is no telling what
 * changed before it; analysis samples at most 30,000 rows a table, so this is bounded) a few seconds
 * after the start, once the server is ready, then applies
 * autovacuum's own rule once a minute: analyse a table once more than 50 rows plus 10% of it
 * changed since the last time.
 */
import type { PGlite } from "@electric-sql/pglite";

const CHECK_INTERVAL_MS = 60_000;
/** After the start, when the first analysis of every table runs. */
const FIRST_ANALYSIS_DELAY_MS = 5_000;

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

/** Statistics kept current until stop() (call it before closing). */
export interface StatisticsKeeper {
  stop(): void;
  /** Settles when the first analysis of every table has run (or failed, told to onError). */
  firstAnalysis: Promise<void>;
}

/**
 * Analyses every table `firstAfterMs` after now, in the background, then runs the check every
 * minute. The first analysis waits so that the server is ready first: analysing every table
 * costs PGlite about 0.3 s even on a new database, and the planner has the statistics it kept
 * from the last analysis meanwhile (only the counts of changed rows are forgotten).
 */
export function keepStatisticsCurrent(
  client: PGlite,
  onError: (error: unknown) => void,
  { firstAfterMs = FIRST_ANALYSIS_DELAY_MS }: { firstAfterMs?: number } = {},
): StatisticsKeeper {
  let first: ReturnType<typeof setTimeout> | undefined;
  const firstAnalysis = new Promise<void>((resolve) => {
    first = setTimeout(() => {
      const analysis = client.closed ? Promise.resolve() : client.exec("analyze").then(() => {});
      analysis.catch(onError).finally(resolve);
    }, firstAfterMs);
    first.unref();
  });
  const timer = setInterval(() => {
    if (!client.closed) analyzeStaleTables(client).catch(onError);
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
    firstAnalysis,
  };
}
