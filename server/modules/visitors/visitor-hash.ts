/**
 * Unique visitors without stored addresses, as privacy-minded analytics count them: each event
 * carries hash(salt of the day, day, card, address, user agent) instead of the address. The
 * same visitor on the same card and UTC day gives the same hash, so counting distinct hashes
 * counts visitors; a new day's salt gives them a new hash, so nobody can follow a visitor across
 * days or cards, and once a day's salt is deleted its hashes cannot be tied to an address.
 *
 * The salt is random and kept in the database (visitor_salts), not in memory, so that every
 * server process on one database hashes a visitor alike. The first process to need a day's salt
 * writes it; the others read that one.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

/** 128 bits as hex: collisions among one card's visitors of one day are out of reach. */
const HASH_LENGTH = 32;

interface VisitorIdentity {
  cardId: number;
  /** The full address the request came from (never stored). */
  address: string | undefined;
  userAgent: string | undefined;
  at: Date;
}

export type VisitorHasher = (visitor: VisitorIdentity) => Promise<string>;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day's salt: written if missing (the first writer wins), and older days' salts deleted. */
async function saltOfDay(db: Db, day: string): Promise<string> {
  await rows(
    db,
    sql`insert into visitor_salts (day, salt) values (${day}::date, ${randomBytes(32).toString("hex")})
        on conflict (day) do nothing`,
  );
  // Yesterday's is kept for events that arrive just after midnight with yesterday's time.
  await rows(db, sql`delete from visitor_salts where day < ${day}::date - 1`);
  const [found] = await rows<{ salt: string }>(
    db,
    sql`select salt from visitor_salts where day = ${day}::date`,
  );
  if (!found) throw new Error(`No visitor salt for ${day}`);
  return found.salt;
}

/**
 * A hasher with today's salt already read, so that the first visitors do not wait for it (and
 * their events never wait on a database busy with something else for it).
 */
export async function createVisitorHasher(db: Db): Promise<VisitorHasher> {
  /** The salts of the days in use (today and, around midnight, yesterday). */
  const salts = new Map<string, Promise<string>>();
  const saltFor = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      for (const known of salts.keys()) if (known < day) salts.delete(known);
      salt = saltOfDay(db, day);
      // A failed read is tried again by the next event.
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };
  await saltFor(utcDay(new Date()));
  return async ({ cardId, address, userAgent, at }) => {
    const day = utcDay(at);
    const salt = await saltFor(day);
    return createHash("sha256")
      .update([salt, day, String(cardId), address ?? "", userAgent ?? ""].join("\n"))
      .digest("hex")
      .slice(0, HASH_LENGTH);
  };
}
