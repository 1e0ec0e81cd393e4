import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const live = z.object({ status: z.literal("ok") });
const ready = z.object({ status: z.literal("ready") });
/** Load balancers read the status; people read the message. */
const unavailable = z.object({ status: z.literal("unavailable"), message: z.string() });

/** Liveness never changes: serialised once, not checked and stringified per request. */
const LIVE = JSON.stringify(live.parse({ status: "ok" }));

/** Liveness (the process answers) and readiness (the database answers). */
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
      request.log.error({ err: error }, "database not reachable");
      return reply.status(503).send({ status: "unavailable", message: "The database is not reachable." });
    }
  });
}
