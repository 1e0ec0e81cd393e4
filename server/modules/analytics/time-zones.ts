/**
 * The visitor's time zone, as the screen sends it (an IANA name). It must be one both sides
 * know: Intl (the periods are listed in JavaScript) and the database (it groups by them), so
 * the names the database knows are read once and a name is checked against them after Intl
 * has put it in canonical form ('europe/berlin' → 'Europe/Berlin').
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { badRequest } from "../../lib/http-error";

const INVALID_TZ = "tz must be an IANA time zone name, such as Europe/Berlin";

export type TimeZoneCheck = (name: string) => string;

export async function loadTimeZoneCheck(db: Db): Promise<TimeZoneCheck> {
  const known = new Set(
    (await rows<{ name: string }>(db, sql`select name from pg_timezone_names`)).map((row) => row.name),
  );
  return (name) => {
    let canonical: string;
    try {
      canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      throw badRequest(INVALID_TZ, { tz: INVALID_TZ });
    }
    if (known.has(canonical)) return canonical;
    if (known.has(name)) return name;
    throw badRequest(INVALID_TZ, { tz: INVALID_TZ });
  };
}
