/**
 * How many scheduling links visitors may get: each is made on the card owner's Calendly account,
 * so a script must not be able to fill it. One link per conversation per SESSION_WINDOW_MS, and
 * at most CALENDLY_LINKS_PER_CARD_PER_HOUR and _PER_DAY per card. Counted in the database
 * (rate_limit_windows, each count one atomic upsert: countInWindow), whatever LIMITS_STORE says,
 * so the caps hold across every process of an installation and across restarts. A count whose
 * link was not made after all (Calendly failed, or a later cap refused) is given back.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { countInWindow } from "../../cluster/database-rate-limit-store";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { rateLimitWindows } from "../../db/schema";
import { schedulingCapReached, schedulingLinkJustMade } from "./calendly-errors";

/**
 * A visitor who lost the link can ask again after this; a second link sooner would be a second
 * event on the owner's account for one conversation.
 */
const SESSION_WINDOW_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Gives back one count of `key` in its current window (never below zero, never a past window). */
async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitWindows)
    .set({ hits: sql`${rateLimitWindows.hits} - 1` })
    .where(
      and(
        eq(rateLimitWindows.key, key),
        gt(rateLimitWindows.resetsAt, sql`now()`),
        gt(rateLimitWindows.hits, 0),
      ),
    );
}

/** Undoes a claim whose link was not made. */
type Release = () => Promise<void>;

/**
 * Claims one scheduling link for the conversation `sessionId` of card `cardId`, or throws 429:
 * the conversation had one within SESSION_WINDOW_MS, or the card reached its hourly or daily cap.
 * The hour is counted before the day, so requests the hourly cap refuses use up no day.
 */
export async function claimSchedulingLink(
  db: Db,
  config: Pick<Config, "calendlyLinksPerCardPerHour" | "calendlyLinksPerCardPerDay">,
  cardId: number,
  sessionId: string,
): Promise<Release> {
  const claimed: string[] = [];
  const release: Release = async () => {
    for (const key of claimed.splice(0)) await giveBack(db, key);
  };
  const take = async (key: string, windowMs: number, max: number) => {
    const counted = await countInWindow(db, key, windowMs);
    claimed.push(key);
    return counted.current <= max;
  };
  if (!(await take(`calendly-link-session|${cardId}:${sessionId}`, SESSION_WINDOW_MS, 1))) {
    // The other request's link stands: only this refused count goes back.
    await giveBack(db, claimed.pop()!);
    throw schedulingLinkJustMade();
  }
  const withinHour = await take(`calendly-link-hour|${cardId}`, HOUR_MS, config.calendlyLinksPerCardPerHour);
  if (
    !withinHour ||
    !(await take(`calendly-link-day|${cardId}`, DAY_MS, config.calendlyLinksPerCardPerDay))
  ) {
    await release();
    throw schedulingCapReached();
  }
  return release;
}
