import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "../../../core/schemas/api";
import { accountUserSchema, deleteAccountSchema, profileSchema } from "../../../core/schemas/auth";
import { idParamSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { endSession, requireUser } from "../../plugins/sessions";
import { presentUser } from "../user-records/presenter";
import { createAccountService } from "./service";

const USER_ID_MESSAGE = "User id must be a positive whole number";
const idParams = z.object({ id: idParamSchema(USER_ID_MESSAGE) });

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createAccountService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    "/api/users/:id",
    { schema: { params: idParams, body: profileSchema, response: { 200: accountUserSchema } } },
    async (request) => {
      const actor = requireUser(request);
      return presentUser(await service.updateProfile(actor, request.params.id, request.body));
    },
  );

  api.delete(
    "/api/user",
    {
      schema: { body: deleteAccountSchema, response: { 200: messageSchema } },
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await service.deleteAccount(actor, request.body);
      await endSession(ctx, request, reply);
      return { message: "Your account has been deleted." };
    },
  );
}
