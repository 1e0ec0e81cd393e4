import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BATCH_MAX_BYTES } from "../../../core/batch-users";
import { messageSchema } from "../../../core/schemas/api";
import { accountUserSchema, profileSchema } from "../../../core/schemas/auth";
import { idParamSchema } from "../../../core/schemas/ids";
import {
  bulkBodySchema,
  bulkCheckResultSchema,
  bulkUploadResultSchema,
  createUserSchema,
  listUsersQuerySchema,
  updateUserSchema,
  userListItemSchema,
  usersListAnswerSchema,
} from "../../../core/schemas/users";
import type { AppContext } from "../../context";
import { requireAllowed, requireUser } from "../../plugins/sessions";
import { presentUser } from "../user-records/presenter";
import { assertBulkSize } from "./bulk";
import { streamBulkImport, wantsBulkProgress } from "./bulk-stream";
import { createProfileService } from "./profile";
import { createUsersService } from "./service";

const ID_MESSAGE = "User id must be a positive whole number";
const userParams = z.object({ id: idParamSchema(ID_MESSAGE) });

/**
 * User management API, level 4 and up, and the profile edit any signed-in user makes (PUT); every
 * rule lives in the services. The
 * response schemas send exactly core's shapes; error answers come from the one error handler.
 */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createUsersService(ctx);
  const profiles = createProfileService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireAllowed>[0]) => requireAllowed(request, "user.manage");
  // Before validation, so a visitor or a low level gets 401/403 whatever the body holds.
  const preValidation = async (request: Parameters<typeof requireAllowed>[0]) => {
    admin(request);
  };

  api.get(
    "/api/users",
    {
      preValidation,
      schema: { querystring: listUsersQuerySchema, response: { 200: usersListAnswerSchema } },
    },
    async (request) => {
      admin(request);
      return service.list(request.query);
    },
  );

  api.post(
    "/api/users",
    { preValidation, schema: { body: createUserSchema, response: { 201: userListItemSchema } } },
    async (request, reply) => {
      const user = await service.create(admin(request), request.body);
      return reply.status(201).send(user);
    },
  );

  api.patch(
    "/api/users/:id",
    {
      preValidation,
      schema: { params: userParams, body: updateUserSchema, response: { 200: userListItemSchema } },
    },
    async (request) => service.update(admin(request), request.params.id, request.body, request.sessionId),
  );

  // Any signed-in user: who may edit whom is the profile service's rule, not a level gate here.
  api.put(
    "/api/users/:id",
    { schema: { params: userParams, body: profileSchema, response: { 200: accountUserSchema } } },
    async (request) => {
      const actor = requireUser(request);
      return presentUser(await profiles.updateProfile(actor, request.params.id, request.body));
    },
  );

  api.delete(
    "/api/users/:id",
    { preValidation, schema: { params: userParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(admin(request), request.params.id);
      return { message: "User deleted successfully" };
    },
  );

  api.post(
    "/api/users/bulk",
    {
      bodyLimit: BATCH_MAX_BYTES,
      preValidation,
      // The schema serializes the plain answer. With `Accept: application/x-ndjson` the answer
      // is a stream of JSON lines written as it goes (decision 004): a stream is sent as it is,
      // never through a serializer; its events are core's BulkStreamEvent.
      schema: { body: bulkBodySchema, response: { 200: bulkUploadResultSchema } },
    },
    async (request, reply) => {
      const actor = admin(request);
      const { users: rows, organizationId } = request.body;
      // Before any stream starts, so a refusal keeps its status code (404, 403, 400).
      const org = organizationId === undefined ? undefined : await service.bulkOrg(actor, organizationId);
      assertBulkSize(rows);
      if (!wantsBulkProgress(request)) return service.bulk(actor, rows, undefined, org);
      // The stream's result goes out as JSON text, past any serializer: the schema strips it here.
      return streamBulkImport(reply, async (onProgress) =>
        bulkUploadResultSchema.parse(await service.bulk(actor, rows, onProgress, org)),
      );
    },
  );

  // The upload's checks without writing anything (a dry run): the preview marks the rows the
  // upload would skip, with the same reasons and messages. Same body, level and row limit.
  api.post(
    "/api/users/bulk/check",
    {
      bodyLimit: BATCH_MAX_BYTES,
      preValidation,
      schema: { body: bulkBodySchema, response: { 200: bulkCheckResultSchema } },
    },
    async (request) => {
      const actor = admin(request);
      const { users: rows, organizationId } = request.body;
      const org = organizationId === undefined ? undefined : await service.bulkOrg(actor, organizationId);
      return service.bulkCheck(actor, rows, org);
    },
  );
}
