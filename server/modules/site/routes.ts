import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ROBOTS_TXT } from "./robots";

/** Public settings of this installation that the web app shows. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/config/site", async () => ({ salesEmail: ctx.config.salesEmail }));
  app.get("/robots.txt", (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("text/plain; charset=utf-8").send(ROBOTS_TXT),
  );
}
