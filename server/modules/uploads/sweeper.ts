/**
 * Removing or replacing an image leaves no orphan files behind once no card uses them.
 * The rule: an upload goes when no card uses it and either a card used it before or it was
 * never used within the grace period (an upload the person has not saved into the card yet
 * must survive); a stored file goes when no upload row and no card names it. Nothing is
 * removed without a last look at the cards themselves.
 *
 * Work runs one piece at a time in the background: after every card change made by this
 * process (that card's references, then the uploads it stopped using), at start and on an
 * interval (everything; with several processes, only on the runner, server/cluster/).
 * A failure is logged and the next run tries again; requests never wait for it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { FileStorage } from "../../lib/storage/file-storage";
import {
  markReferenced,
  rebuildReferences,
  recordReferencesFromCards,
  refreshCardReferences,
  releasableNames,
  releaseName,
  unclaimedNames,
} from "./repo";
import { STORED_NAME } from "./upload-rules";

/** An upload not saved into a card within this time is removed. */
const GRACE_SECONDS = 60 * 60;
/** How often everything is checked (uploads never saved, files whose rows went with a user). */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 200;

export interface UploadSweeper {
  /** A card changed or was deleted. */
  cardChanged(cardId: number): void;
  /** Checks every card, upload and file. */
  sweepAll(): void;
  /** Checks everything if this process is the runner (at start). */
  sweepAllIfRunner(): void;
  /** Resolves once all work asked for so far is done (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the interval and waits for running work. */
  close(): Promise<void>;
}

export interface SweeperOptions {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Whether this process runs the periodic full sweep now; always, with one process. */
  isRunner?: () => boolean;
  graceSeconds?: number;
  intervalMs?: number;
}

export function createUploadSweeper(options: SweeperOptions): UploadSweeper {
  const { db, storage, log } = options;
  const graceSeconds = options.graceSeconds ?? GRACE_SECONDS;
  const changedCards = new Set<number>();
  let everything = false;
  let closed = false;
  let running: Promise<void> | undefined;

  /** Releases the given names (or every releasable one), after the last look at the cards. */
  async function releaseUnused(among?: string[]): Promise<void> {
    if (among?.length === 0) return;
    for (;;) {
      const names = await releasableNames(db, graceSeconds, BATCH, among);
      if (names.length === 0) return;
      await recordReferencesFromCards(db, names);
      for (const name of names) await releaseName(db, name, graceSeconds, () => storage.delete(name));
      if (among !== undefined || names.length < BATCH) return;
    }
  }

  /**
   * Removes stored files that no row and no card names (rows that went with their user).
   * Only files named as uploads are: anything else in the folder was put there by someone.
   */
  async function removeUnclaimedFiles(): Promise<void> {
    const batch: string[] = [];
    const flush = async () => {
      const unclaimed = await unclaimedNames(db, batch.splice(0));
      await recordReferencesFromCards(db, unclaimed);
      for (const name of unclaimed) await releaseName(db, name, graceSeconds, () => storage.delete(name));
    };
    for await (const name of storage.list()) {
      if (!STORED_NAME.test(name)) continue;
      batch.push(name);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }

  async function afterCardChange(cardId: number): Promise<void> {
    const { cardExists, dropped } = await refreshCardReferences(db, cardId);
    // Deleted: its references went with it, and perhaps its owner with their uploads.
    if (!cardExists) everything = true;
    else await releaseUnused(dropped);
  }

  async function sweepEverything(): Promise<void> {
    await rebuildReferences(db);
    await markReferenced(db);
    await releaseUnused();
    await removeUnclaimedFiles();
  }

  async function work(): Promise<void> {
    while (!closed && (changedCards.size > 0 || everything)) {
      try {
        if (everything) {
          everything = false;
          changedCards.clear(); // The full sweep covers them.
          await sweepEverything();
        } else {
          const cardId = changedCards.values().next().value as number;
          changedCards.delete(cardId);
          await afterCardChange(cardId);
        }
      } catch (error) {
        log.error({ err: error }, "upload sweep failed; the next one will try again");
      }
    }
  }

  function kick(): void {
    if (closed || running) return;
    running = work().finally(() => {
      running = undefined;
      // Work asked for while the last piece was finishing.
      if (changedCards.size > 0 || everything) kick();
    });
  }

  const isRunner = options.isRunner ?? (() => true);
  const timer = setInterval(() => {
    if (!isRunner()) return;
    everything = true;
    kick();
  }, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    cardChanged(cardId) {
      changedCards.add(cardId);
      kick();
    },
    sweepAll() {
      everything = true;
      kick();
    },
    sweepAllIfRunner() {
      if (!isRunner()) return;
      everything = true;
      kick();
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
