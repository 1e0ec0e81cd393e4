import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { siteConfigSchema } from "../../../core/schemas/config";
import type { AppContext } from "../../context";
import { ROBOTS_TXT } from "./robots";

/** Public settings of this installation that the web app shows. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/api/config/site", { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    salesEmail: ctx.config.salesEmail,
  }));
  // A fixed text with its own content type: Fastify sends a string as it is, so the schema
  // only declares the status; no serializer ever sees this body.
  api.get("/robots.txt", { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("text/plain; charset=utf-8").send(ROBOTS_TXT),
  );
}
