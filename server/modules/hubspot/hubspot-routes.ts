/**
 * HubSpot's routes, for the signed-in user (level 2+):
 *   GET    /api/hubspot               connected? (never the token)
 *   POST   /api/hubspot/connect       {token}: checked with HubSpot, stored sealed
 *   DELETE /api/hubspot               disconnect (its log goes with it)
 *   GET    /api/hubspot/deliveries    its last deliveries, newest first (?limit, ?before)
 * A switched-off connection is turned back on by connecting again.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  deliveriesQuerySchema,
  hubspotConnectSchema,
  hubspotStatusSchema,
  webhookDeliveriesSchema,
} from "../../../core/schemas/webhooks";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createHubspotService } from "./hubspot-service";

export async function hubspotRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createHubspotService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/hubspot", { schema: { response: { 200: hubspotStatusSchema } } }, async (request) =>
    service.status(requireUser(request)),
  );

  api.post(
    "/api/hubspot/connect",
    { schema: { body: hubspotConnectSchema, response: { 200: hubspotStatusSchema } } },
    async (request) => service.connect(requireUser(request), request.body.token),
  );

  api.delete("/api/hubspot", { schema: { response: { 200: hubspotStatusSchema } } }, async (request) =>
    service.disconnect(requireUser(request)),
  );

  api.get(
    "/api/hubspot/deliveries",
    { schema: { querystring: deliveriesQuerySchema, response: { 200: webhookDeliveriesSchema } } },
    async (request) => service.deliveries(requireUser(request), request.query),
  );
}
