/**
 * Coordination through PostgreSQL itself, so scaling out needs no other service (decision 018):
 *
 * - Card changes travel by NOTIFY on one channel; each process LISTENs on a connection of its
 *   own and drops what it cached of the card. A notification is delivered at once, after the
 *   sender's commit. Notifications sent while the connection is down are lost, so losing it
 *   (and getting it back) tells the caches to drop everything.
 * - The runner: the same connection tries for an advisory lock; the process holding it runs
 *   the periodic work. If that process dies, its connection and the lock go with it, and the
 *   next process to try takes over.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { LOCK, lockKeys } from "../db/advisory-lock";
import type { CardChange } from "../lib/card-changes";
import type { Coordinator } from "./coordinator";

const CHANNEL = "cardfolio_card_changes";
export const LISTENER_NAME = "cardfolio card changes";

export interface PostgresCoordinatorOptions {
  url: string;
  /** The application's pool: announcements go through it, not the listening connection. */
  pool: pg.Pool;
  log: { warn(details: object, message: string): void };
  /** How soon a lost connection is tried again, and how often a process not running the periodic work asks again. */
  retryMs?: number;
}

type Announcement = { from: string } & CardChange;

function parseAnnouncement(payload: string | undefined): Announcement | undefined {
  try {
    const value = JSON.parse(payload ?? "") as {
      from?: unknown;
      id?: unknown;
      slugs?: unknown;
      templateId?: unknown;
    };
    if (typeof value.from !== "string") return undefined;
    if (Number.isSafeInteger(value.templateId))
      return { from: value.from, templateId: value.templateId as number };
    if (!Number.isSafeInteger(value.id) || !Array.isArray(value.slugs)) return undefined;
    const slugs = value.slugs.filter((s): s is string => typeof s === "string");
    return { from: value.from, id: value.id as number, slugs };
  } catch {
    return undefined;
  }
}

export async function startPostgresCoordinator(options: PostgresCoordinatorOptions): Promise<Coordinator> {
  const { url, pool, log } = options;
  const retryMs = options.retryMs ?? 2000;
  /** Our own announcements come back to us too; the local listeners have already run. */
  const self = randomBytes(9).toString("base64url");
  const announced = new Set<(change: CardChange) => void>();
  const missed = new Set<() => void>();
  let client: pg.Client | undefined;
  let runner = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const tellMissed = () => {
    for (const listener of missed) listener();
  };

  async function tryToBecomeRunner(listening: pg.Client): Promise<void> {
    if (runner) return;
    const { rows } = await listening.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1, $2) as locked",
      lockKeys(LOCK.runner),
    );
    runner = rows[0]?.locked === true;
  }

  function scheduleRetry(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      (client ? tryToBecomeRunner(client) : connect())
        .catch((error: unknown) =>
          log.warn({ err: error }, "reaching PostgreSQL for card changes failed; retrying"),
        )
        .finally(() => {
          if (!runner || !client) scheduleRetry();
        });
    }, retryMs);
    retryTimer.unref();
  }

  function lost(listening: pg.Client, error?: Error): void {
    if (client !== listening) return;
    client = undefined;
    runner = false; // The server released the lock with the session.
    listening.removeAllListeners("notification");
    listening.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, "lost the PostgreSQL connection that carries card changes; caches dropped");
    tellMissed();
    scheduleRetry();
  }

  async function connect(): Promise<void> {
    // Named, so an operator can tell it apart in pg_stat_activity.
    const listening = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    listening.on("error", (error) => lost(listening, error));
    listening.on("end", () => lost(listening));
    listening.on("notification", (message) => {
      if (message.channel !== CHANNEL) return;
      const announcement = parseAnnouncement(message.payload);
      if (!announcement || announcement.from === self) return;
      const { from: _from, ...change } = announcement;
      for (const listener of announced) listener(change);
    });
    try {
      await listening.connect();
      await listening.query(`LISTEN ${CHANNEL}`);
      // Closed while this connection was being made: it is not wanted any more.
      if (closed) throw new Error("the coordinator was closed");
      client = listening;
      await tryToBecomeRunner(listening);
    } catch (error) {
      listening.removeAllListeners();
      listening.on("error", () => {});
      await listening.end().catch(() => {});
      if (client === listening) client = undefined;
      runner = false;
      throw error;
    }
    // Changes made while no one was listening are unknown: whatever was cached then is suspect.
    tellMissed();
  }

  // The first connection must work: a process that cannot hear changes would serve stale pages.
  await connect();
  if (!runner) scheduleRetry();

  return {
    announce(change) {
      const payload: Announcement = { from: self, ...change };
      pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(payload)]).catch((error: unknown) => {
        log.warn({ err: error }, "announcing a card change to the other processes failed");
      });
    },
    onAnnounced(listener) {
      announced.add(listener);
    },
    onMissed(listener) {
      missed.add(listener);
    },
    isRunner: () => runner,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const listening = client;
      client = undefined;
      runner = false;
      if (listening) await listening.end().catch(() => {});
    },
  };
}
