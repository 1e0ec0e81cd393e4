import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { WalSyncFailedError } from "../../db/deferred-wal-sync";

const live = z.object({ status: z.literal("ok") });
const ready = z.object({ status: z.literal("ready") });
/** Load balancers read the status; people read the message. */
const unavailable = z.object({ status: z.literal("unavailable"), message: z.string() });

/** Liveness never changes: serialised once, not checked and stringified per request. */
const LIVE = JSON.stringify(live.parse({ status: "ok" }));

const UNREACHABLE = "The database is not reachable.";
/** A failed WAL sync is final (deferred-wal-sync.ts): only a restart, once the disk is checked, helps. */
const SYNC_FAILED = "The database can no longer write to the disk. Check the disk, then restart the server.";

/**
 * Liveness (the process answers) and readiness (the database answers, and on the embedded
 * database, every commit so far reached the disk: `ping` fails once a WAL sync has).
 */
export async function healthRoutes(app: FastifyInstance, ping: () => Promise<void>): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/healthz",
    { schema: { response: { 200: live } }, serializerCompiler: () => () => LIVE },
    async () => ({ status: "ok" as const }),
  );
  api.get("/readyz", { schema: { response: { 200: ready, 503: unavailable } } }, async (request, reply) => {
    try {
      await ping();
      return { status: "ready" as const };
    } catch (error) {
      const message = error instanceof WalSyncFailedError ? SYNC_FAILED : UNREACHABLE;
      request.log.error({ err: error }, message);
      return reply.status(503).send({ status: "unavailable", message });
    }
  });
}
