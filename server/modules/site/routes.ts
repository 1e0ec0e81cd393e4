import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

/** Public settings of this installation that the web app shows. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/config/site", async () => ({ salesEmail: ctx.config.salesEmail }));
}
