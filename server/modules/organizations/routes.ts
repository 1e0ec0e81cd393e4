/**
 * /api/organizations: organisations (level 5 makes and deletes them), their teams and their
 * members. Every rule lives in the service; answers are core's shapes.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageSchema } from "../../../core/schemas/api";
import {
  addMemberSchema,
  changeMemberSchema,
  memberParams,
  memberRemovedSchema,
  memberSchema,
  membersPageSchema,
  membersQuerySchema,
  orgBodySchema,
  orgDetailSchema,
  orgListSchema,
  orgParams,
  orgSchema,
  removeMemberSchema,
  teamBodySchema,
  teamParams,
  teamSchema,
} from "../../../core/schemas/organizations";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { removeMember } from "./offboarding";
import { createOrganizationsService } from "./service";

export async function organizationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createOrganizationsService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/organizations",
    { schema: { body: orgBodySchema, response: { 201: orgSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), request.body)),
  );

  api.get("/api/organizations", { schema: { response: { 200: orgListSchema } } }, async (request) =>
    service.list(requireUser(request)),
  );

  api.get(
    "/api/organizations/:orgId",
    { schema: { params: orgParams, response: { 200: orgDetailSchema } } },
    async (request) => service.detail(requireUser(request), request.params.orgId),
  );

  api.put(
    "/api/organizations/:orgId",
    { schema: { params: orgParams, body: orgBodySchema, response: { 200: orgSchema } } },
    async (request) => service.update(requireUser(request), request.params.orgId, request.body),
  );

  api.delete(
    "/api/organizations/:orgId",
    { schema: { params: orgParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.orgId);
      return { message: "Organisation deleted" };
    },
  );

  api.post(
    "/api/organizations/:orgId/teams",
    { schema: { params: orgParams, body: teamBodySchema, response: { 201: teamSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createTeam(requireUser(request), request.params.orgId, request.body.name)),
  );

  api.put(
    "/api/organizations/:orgId/teams/:teamId",
    { schema: { params: teamParams, body: teamBodySchema, response: { 200: teamSchema } } },
    async (request) =>
      service.renameTeam(
        requireUser(request),
        request.params.orgId,
        request.params.teamId,
        request.body.name,
      ),
  );

  api.delete(
    "/api/organizations/:orgId/teams/:teamId",
    { schema: { params: teamParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteTeam(requireUser(request), request.params.orgId, request.params.teamId);
      return { message: "Team deleted" };
    },
  );

  api.get(
    "/api/organizations/:orgId/members",
    { schema: { params: orgParams, querystring: membersQuerySchema, response: { 200: membersPageSchema } } },
    async (request) => service.members(requireUser(request), request.params.orgId, request.query),
  );

  api.post(
    "/api/organizations/:orgId/members",
    { schema: { params: orgParams, body: addMemberSchema, response: { 201: memberSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addMember(requireUser(request), request.params.orgId, request.body)),
  );

  api.delete(
    "/api/organizations/:orgId/members/:userId",
    { schema: { params: memberParams, body: removeMemberSchema, response: { 200: memberRemovedSchema } } },
    async (request) =>
      removeMember(ctx, requireUser(request), request.params.orgId, request.params.userId, request.body),
  );

  api.patch(
    "/api/organizations/:orgId/members/:userId",
    { schema: { params: memberParams, body: changeMemberSchema, response: { 200: memberSchema } } },
    async (request) =>
      service.changeMember(requireUser(request), request.params.orgId, request.params.userId, request.body),
  );
}
