/**
 * Sends the outbox. With several processes only the runner (server/cluster/) sends; claims keep
 * each row to one sender even if two runs meet. A run claims up to BATCH due rows, sends them
 * CONCURRENCY at a time, and writes the outcomes: a 2xx delivered; any other failure tried again
 * after ./retry-schedule.ts's pause, or given up once its attempts are spent (at once for a
 * refused address). An endpoint that gave up a delivery, or has failed without a success for a
 * day, is switched off, its pending deliveries failed, and its owner mailed.
 *
 * The loop runs again at once while batches come back full, else every POLL_MS; 'Send a test
 * event' wakes it. Delivered and failed rows older than RETENTION_DAYS are deleted hourly.
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { WebhookEndpointRow } from "../../db/schema/webhooks";
import type { Mailer } from "../../lib/mailer";
import type { Resolver } from "../../lib/outbound/address-guard";
import {
  type ClaimedDelivery,
  claimDue,
  deleteOldDeliveries,
  endpointsOf,
  type Outcome,
  recordOutcomes,
  switchOff,
  updateFailureClocks,
} from "./claims";
import { MAX_ATTEMPTS, retryPauseMs } from "./retry-schedule";
import type { IntegrationSender, SendResult } from "./send-result";
import { TURNED_OFF } from "./service";
import { switchOffMail } from "./switch-off-mail";
import { sendWebhook } from "./webhook-sender";

const BATCH = 200;
const CONCURRENCY = 32;
const POLL_MS = 250;
/** An endpoint failing without a single success for this long is switched off. */
const SWITCH_OFF_AFTER_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export interface WebhookRunner {
  /** Sends everything due now (tests); resolves when no due row is left, never rejects. */
  runOnce(): Promise<void>;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  close(): Promise<void>;
}

export function startWebhookRunner(options: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  isRunner?: () => boolean;
  resolve?: Resolver;
  pollMs?: number;
  /** How endpoints of an integration's kind are sent to (given by the app, which knows them). */
  integrations?: Partial<Record<"hubspot", IntegrationSender>>;
}): WebhookRunner {
  const { db, config, log } = options;
  const isRunner = options.isRunner ?? (() => true);
  const pollMs = options.pollMs ?? POLL_MS;

  function send(endpoint: WebhookEndpointRow, delivery: ClaimedDelivery): Promise<SendResult> {
    if (endpoint.kind === "webhook") return sendWebhook(config, endpoint, delivery, options.resolve);
    const integration = options.integrations?.[endpoint.kind];
    if (integration) return integration(config, endpoint, delivery);
    return Promise.resolve({
      ok: false,
      responseStatus: null,
      durationMs: 0,
      error: `This server cannot send to ${endpoint.kind}.`,
      permanent: true,
    });
  }

  function outcomeOf(delivery: ClaimedDelivery, result: SendResult): Outcome {
    const attempts = delivery.attempts + 1;
    const base = {
      id: delivery.id,
      attempts,
      responseStatus: result.responseStatus,
      durationMs: result.durationMs,
    };
    if (result.ok) return { ...base, status: "delivered", retryInMs: null, error: result.error };
    const pause = result.permanent ? undefined : retryPauseMs(attempts);
    return pause === undefined
      ? { ...base, status: "failed", retryInMs: null, error: result.error }
      : { ...base, status: "pending", retryInMs: pause, error: result.error };
  }

  async function notifyOwner(endpoint: WebhookEndpointRow, reason: string): Promise<void> {
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, endpoint.userId));
    if (!owner) return;
    await options.mailer
      .send(
        switchOffMail({
          ownerEmail: owner.email,
          kind: endpoint.kind,
          url: endpoint.url,
          reason,
          appUrl: config.appUrl,
        }),
      )
      .catch((error: unknown) =>
        log.warn({ err: error, endpointId: endpoint.id }, "switch-off notice failed"),
      );
  }

  async function switchOffAll(endpoints: Map<number, WebhookEndpointRow>, reasons: Map<number, string>) {
    for (const [id, reason] of reasons) {
      const endpoint = endpoints.get(id);
      if (endpoint && (await switchOff(db, id, reason))) await notifyOwner(endpoint, reason);
    }
  }

  /** One batch: claimed, sent, recorded. Answers how many rows it claimed. */
  async function runBatch(): Promise<number> {
    const { token, claimed } = await claimDue(db, BATCH);
    if (claimed.length === 0) return 0;
    const endpoints = await endpointsOf(db, [...new Set(claimed.map((d) => d.endpointId))]);
    const outcomes: Outcome[] = [];
    const lastError = new Map<number, string>();
    let next = 0;
    async function worker(): Promise<void> {
      while (next < claimed.length) {
        const delivery = claimed[next++] as ClaimedDelivery;
        const endpoint = endpoints.get(delivery.endpointId);
        if (!endpoint?.enabled) {
          outcomes.push({
            id: delivery.id,
            status: "failed",
            attempts: delivery.attempts,
            retryInMs: null,
            responseStatus: null,
            durationMs: null,
            error: TURNED_OFF,
          });
          continue;
        }
        const result = await send(endpoint, delivery).catch(
          (error: unknown): SendResult => ({
            ok: false,
            responseStatus: null,
            durationMs: 0,
            error: String(error),
          }),
        );
        if (!result.ok && result.error) lastError.set(endpoint.id, result.error);
        outcomes.push(outcomeOf(delivery, result));
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
    await recordOutcomes(db, token, outcomes);

    const endpointByDelivery = new Map(claimed.map((d) => [d.id, d.endpointId]));
    const endpointOf = (outcome: Outcome) => endpointByDelivery.get(outcome.id) as number;
    const sent = outcomes.filter((o) => o.error !== TURNED_OFF);
    const succeeded = new Set(sent.filter((o) => o.status === "delivered").map(endpointOf));
    const failed = new Set(sent.filter((o) => o.status !== "delivered").map(endpointOf));
    const overdue = await updateFailureClocks(
      db,
      [...succeeded].filter((id) => !failed.has(id)),
      [...failed],
      SWITCH_OFF_AFTER_MS,
    );
    const reasons = new Map<number, string>();
    const last = (id: number) => (lastError.has(id) ? ` The last error: ${lastError.get(id)}` : "");
    for (const outcome of sent) {
      const id = endpointOf(outcome);
      if (outcome.status === "failed" && outcome.attempts >= MAX_ATTEMPTS) {
        reasons.set(id, `A delivery failed ${MAX_ATTEMPTS} times over about 18 hours.${last(id)}`);
      }
    }
    for (const id of overdue) {
      if (!reasons.has(id))
        reasons.set(id, `Its deliveries have been failing for more than a day.${last(id)}`);
    }
    await switchOffAll(endpoints, reasons);
    return claimed.length;
  }

  let lastCleanup = 0;
  async function cleanUp(): Promise<void> {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await deleteOldDeliveries(db, RETENTION_DAYS);
  }

  let running: Promise<number> | undefined;
  /** One batch at a time in this process: a second call joins the one under way. */
  function batchOnce(): Promise<number> {
    running ??= runBatch()
      .catch((error: unknown) => {
        log.warn({ err: error }, "sending webhooks failed; they are tried again on the next run");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  function schedule(delayMs: number): void {
    if (closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      loop = tick();
    }, delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    let claimed = 0;
    if (isRunner()) {
      claimed = await batchOnce();
      await cleanUp().catch((error: unknown) =>
        log.warn({ err: error }, "deleting old webhook deliveries failed"),
      );
    }
    schedule(claimed >= BATCH ? 0 : pollMs);
  }

  schedule(0);

  return {
    async runOnce() {
      while ((await batchOnce()) > 0) {
        // Until no due row is left: a failed one waits for its retry, so this ends.
      }
    },
    wake() {
      if (timer && !closed) {
        clearTimeout(timer);
        schedule(0);
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await loop;
      await running;
    },
  };
}
