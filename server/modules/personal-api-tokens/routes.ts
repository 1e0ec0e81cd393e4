/**
 * The app's own API for personal API tokens (session cookie, as the rest of the app): the
 * account's tokens, and everyone's for administrators. Another person's token is answered as not
 * found on the account routes, never as forbidden. Kept apart from modules/api-tokens (the bearer
 * lookup of the /api/v1 plugin), which must not depend on the plugins this folder uses.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminApiTokensPageSchema,
  adminApiTokensQuerySchema,
  apiTokenParams,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  ownApiTokensSchema,
} from "../../../core/schemas/api-tokens";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createApiTokenService } from "./service";

export async function apiTokenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createApiTokenService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/account/tokens", { schema: { response: { 200: ownApiTokensSchema } } }, async (request) => ({
    tokens: await service.listOwn(requireUser(request)),
  }));

  api.post(
    "/api/account/tokens",
    { schema: { body: createApiTokenSchema, response: { 201: createdApiTokenSchema } } },
    async (request, reply) => {
      const created = await service.create(requireUser(request), request.body, request.ip);
      // The token is in this answer only: no cache may keep it.
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  );

  api.delete(
    "/api/account/tokens/:id",
    { schema: { params: apiTokenParams, response: { 200: apiTokenSchema } } },
    async (request) => service.revoke(requireUser(request), request.params.id, request.ip),
  );

  api.get(
    "/api/admin/api-tokens",
    { schema: { querystring: adminApiTokensQuerySchema, response: { 200: adminApiTokensPageSchema } } },
    async (request) => service.listAll(requireUser(request), request.query.before, request.query.limit),
  );

  api.delete(
    "/api/admin/api-tokens/:id",
    { schema: { params: apiTokenParams, response: { 200: apiTokenSchema } } },
    async (request) => service.revoke(requireUser(request), request.params.id, request.ip, true),
  );
}
