import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageSchema } from "../../../core/schemas/api";
import { deleteAccountSchema } from "../../../core/schemas/auth";
import type { AppContext } from "../../context";
import { endSession, requireUser } from "../../plugins/sessions";
import { createAccountService } from "./service";

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createAccountService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

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
