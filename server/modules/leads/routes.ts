/**
 * GET /api/leads/new: the caller's new leads (core/leads.ts), bounded to the cards with the most.
 * POST /api/leads/seen: the caller opened one card's form answers or conversations.
 * With them, the leads inbox (inbox-routes.ts) and the open API's leads (v1-routes.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leadsSeenSchema, newLeadsSchema } from "../../../core/schemas/leads";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { inboxRoutes } from "./inbox-routes";
import { createLeadsService } from "./service";
import { leadsV1Routes } from "./v1-routes";

export async function leadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createLeadsService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/leads/new", { schema: { response: { 200: newLeadsSchema } } }, async (request) =>
    service.newLeads(requireUser(request)),
  );

  api.post(
    "/api/leads/seen",
    { schema: { body: leadsSeenSchema, response: { 200: newLeadsSchema } } },
    async (request) => service.markSeen(requireUser(request), request.body),
  );

  await inboxRoutes(app, ctx);
  await leadsV1Routes(app, ctx);
}
