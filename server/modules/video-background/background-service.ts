/**
 * Video-call backgrounds for the card's owner (or whoever may share it, "card.share"). Drawing
 * one takes sharp a few hundred milliseconds on libuv's thread pool, the pool that also hashes
 * passwords and reads files (decision 024). So drawings run one at a time, taken fairly across
 * users (the uploads' fair job runner): a few may wait per user and in all, more are refused with
 * 429/503 at once. Drawn backgrounds are kept by their plan's hash (the same card and options draw
 * the same picture), so a preview and then its download, or the same request again, draw once.
 */
import type { FastifyBaseLogger } from "fastify";
import type { BackgroundOptions } from "../../../core/video-background";
import { backgroundFileName } from "../../../core/video-background";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { serviceUnavailable, tooManyRequests } from "../../lib/http-error";
import type { OriginSource } from "../../lib/public-origin";
import { presentCard } from "../cards/presenter";
import { createIconCache } from "../public/icon-cache";
import { loadSharedCard, sharedCardUrl } from "../share/shared-card";
import { createFairJobRunner } from "../uploads/fair-job-runner";
import { type DrawnBackground, drawBackground } from "./background-draw";
import { type BackgroundPlan, backgroundPlan, planHash } from "./background-plan";

const BACKGROUNDS_BUSY =
  "You are already making several backgrounds. Please wait until they are ready, then try again.";
const BACKGROUND_SERVER_BUSY = "The server is busy with other images. Please try again in a minute.";
const BACKGROUND_TIMED_OUT = "The background took too long to draw. Please try again.";

/** A person switching between layouts has a few previews on the way; more wait for those. */
const PER_USER = 4;
const TOTAL = 16;
/** A drawing takes well under a second; sharp cannot be stopped, so this only frees the queue. */
const TIMEOUT_MS = 30_000;
/** A background weighs 0.2-3 MB; these bound what is kept. */
const CACHE_BYTES = 48 * 1024 * 1024;
const CACHE_ENTRIES = 200;

export interface PreparedBackground {
  actor: UserRow;
  cardId: number;
  plan: BackgroundPlan;
  /** The drawing's identity: the cache's key and the ETag. */
  version: string;
  fileName: string;
}

type Draw = () => Promise<DrawnBackground>;

export function createBackgroundService(ctx: AppContext, log: FastifyBaseLogger) {
  const runner = createFairJobRunner<Draw, DrawnBackground>({
    run: (draw) => draw(),
    timeoutMs: TIMEOUT_MS,
    perOwner: PER_USER,
    total: TOTAL,
    errors: {
      ownerBusy: () => tooManyRequests(BACKGROUNDS_BUSY),
      serverBusy: () => serviceUnavailable(BACKGROUND_SERVER_BUSY),
      timedOut: () => serviceUnavailable(BACKGROUND_TIMED_OUT),
    },
  });
  const kept = createIconCache<DrawnBackground>({ maxBytes: CACHE_BYTES, maxEntries: CACHE_ENTRIES });
  const read = async (name: string) => {
    try {
      return await ctx.storage.read(name);
    } catch (error) {
      log.warn({ err: error, file: name }, "a picture could not be read for a video background");
      return undefined;
    }
  };

  return {
    /** The card's plan and its identity, without drawing (a browser's copy may be current). */
    async prepare(
      actor: UserRow,
      cardId: number,
      options: BackgroundOptions,
      request: OriginSource,
    ): Promise<PreparedBackground> {
      const card = presentCard(await loadSharedCard(ctx, actor, cardId));
      const plan = backgroundPlan(card, sharedCardUrl(ctx, request, card.slug, "background"), options);
      return {
        actor,
        cardId: card.id,
        plan,
        version: planHash(plan),
        fileName: backgroundFileName(card.slug, options.format),
      };
    },

    /** The drawn picture: kept, or drawn in its turn. */
    async draw(prepared: PreparedBackground): Promise<Buffer> {
      const drawn = await kept.get(prepared.cardId, prepared.version, () =>
        runner.submit(String(prepared.actor.id), () => drawBackground(prepared.plan, read)),
      );
      return drawn.bytes;
    },

    close: () => runner.close(serviceUnavailable("The server is shutting down.")),
  };
}
