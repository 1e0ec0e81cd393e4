/**
 * How much memory the embedded database takes. PostgreSQL's defaults are sized for a server
 * with a hundred connections and a large shared page cache (128 MB); PGlite is one process
 * with one connection, and the operating system's page cache already holds the files it
 * reads. So the cache comes from a setting (PGLITE_CACHE_MB, default 16 MB) and connection
 * slots are the few PostgreSQL reserves plus one.
 */

/** The page cache a start without PGLITE_CACHE_MB gets: enough for a card site's working set. */
export const DEFAULT_PGLITE_CACHE_MB = 16;

/** PostgreSQL keeps three slots for superusers and needs one more than that. */
const CONNECTION_SLOTS = 5;

/** PGlite start parameters for a page cache of `cacheMb` megabytes. */
export function pgliteMemoryParams(cacheMb = DEFAULT_PGLITE_CACHE_MB): string[] {
  return ["-c", `shared_buffers=${cacheMb}MB`, "-c", `max_connections=${CONNECTION_SLOTS}`];
}
