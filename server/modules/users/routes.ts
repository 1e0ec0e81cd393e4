import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BATCH_MAX_BYTES } from "../../../core/batch-users";
import { idParamSchema } from "../../../core/schemas/ids";
import { createUserSchema, listUsersQuerySchema, updateUserSchema } from "../../../core/schemas/users";
import type { AppContext } from "../../context";
import { requireAllowed } from "../../plugins/sessions";
import { assertBulkSize } from "./bulk";
import { streamBulkImport, wantsBulkProgress } from "./bulk-stream";
import { createUsersService } from "./service";

const ID_MESSAGE = "User id must be a positive whole number";
const userParams = z.object({ id: idParamSchema(ID_MESSAGE) });
/** Rows are checked one by one in the service, so one bad row does not refuse the rest. */
const bulkBody = z.object({ users: z.array(z.unknown(), { error: "users must be a list" }) });

/** User management API (spec 001 §7), level 4 and up; every rule lives in the service. */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createUsersService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireAllowed>[0]) => requireAllowed(request, "user.manage");
  // Before validation, so a visitor or a low level gets 401/403 whatever the body holds.
  const preValidation = async (request: Parameters<typeof requireAllowed>[0]) => {
    admin(request);
  };

  api.get("/api/users", { preValidation, schema: { querystring: listUsersQuerySchema } }, async (request) => {
    admin(request);
    return service.list(request.query);
  });

  api.post("/api/users", { preValidation, schema: { body: createUserSchema } }, async (request, reply) => {
    const user = await service.create(admin(request), request.body);
    return reply.status(201).send(user);
  });

  api.patch(
    "/api/users/:id",
    { preValidation, schema: { params: userParams, body: updateUserSchema } },
    async (request) => service.update(admin(request), request.params.id, request.body, request.sessionId),
  );

  api.delete("/api/users/:id", { preValidation, schema: { params: userParams } }, async (request) => {
    await service.remove(admin(request), request.params.id);
    return { message: "User deleted successfully" };
  });

  api.post(
    "/api/users/bulk",
    { bodyLimit: BATCH_MAX_BYTES, preValidation, schema: { body: bulkBody } },
    async (request, reply) => {
      const actor = admin(request);
      const rows = request.body.users;
      if (!wantsBulkProgress(request)) return service.bulk(actor, rows);
      assertBulkSize(rows);
      return streamBulkImport(reply, (onProgress) => service.bulk(actor, rows, onProgress));
    },
  );
}
