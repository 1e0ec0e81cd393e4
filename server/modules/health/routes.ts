import type { FastifyInstance } from "fastify";

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance, ping: () => Promise<void>): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await ping();
      return { status: "ready" };
    } catch (error) {
      request.log.error({ err: error }, "database not reachable");
      return reply.status(503).send({ status: "unavailable", message: "The database is not reachable." });
    }
  });
}
