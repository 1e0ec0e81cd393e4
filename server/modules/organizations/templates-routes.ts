/** /api/organizations/{orgId}/templates: an organisation's card templates; the rules are the service's. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageSchema } from "../../../core/schemas/api";
import {
  templateBodySchema,
  templateListSchema,
  templateParams,
  templateSchema,
} from "../../../core/schemas/card-templates";
import { orgParams } from "../../../core/schemas/organizations";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createTemplatesService } from "./templates-service";

export async function templateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createTemplatesService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = "/api/organizations/:orgId/templates";

  api.get(base, { schema: { params: orgParams, response: { 200: templateListSchema } } }, async (request) =>
    service.list(requireUser(request), request.params.orgId),
  );

  api.post(
    base,
    { schema: { params: orgParams, body: templateBodySchema, response: { 201: templateSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), request.params.orgId, request.body)),
  );

  api.get(
    `${base}/:templateId`,
    { schema: { params: templateParams, response: { 200: templateSchema } } },
    async (request) => service.one(requireUser(request), request.params.orgId, request.params.templateId),
  );

  api.put(
    `${base}/:templateId`,
    { schema: { params: templateParams, body: templateBodySchema, response: { 200: templateSchema } } },
    async (request) =>
      service.update(requireUser(request), request.params.orgId, request.params.templateId, request.body),
  );

  api.delete(
    `${base}/:templateId`,
    { schema: { params: templateParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.orgId, request.params.templateId);
      return { message: "Template deleted" };
    },
  );
}
