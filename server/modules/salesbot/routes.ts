/**
 * The sales assistant's configuration API:
 * GET /api/salesbot/{cardId}/config (signed in; ?public=true for anyone: four fields of an assistant
 * that answers visitors, `{isEnabled: false}` alone otherwise) and
 * POST /api/salesbot/{cardId}/config (the whole configuration, checked by core's schema), and
 * GET /api/salesbot/engine (who may configure an assistant: which engine answers visitors).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  salesbotConfigResponseSchema,
  salesbotConfigSchema,
  salesbotPublicConfigSchema,
} from "../../../core/salesbot/config";
import { type SalesbotEngineInfo, salesbotEngineInfoSchema } from "../../../core/salesbot/engine-info";
import { cardIdParams } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { enforce } from "../../lib/enforce";
import { requireUser } from "../../plugins/sessions";
import { salesbotChatRoutes } from "./chat/chat-routes";
import { conversationsRoutes } from "./conversations/conversations-routes";
import { createSalesbotService } from "./service";

const configQuery = z.object({
  public: z.enum(["true", "false"], { error: "public must be true or false" }).optional(),
});

export async function salesbotRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createSalesbotService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  await salesbotChatRoutes(app, ctx);
  await conversationsRoutes(app, ctx);

  api.get(
    "/api/salesbot/:cardId/config",
    {
      schema: {
        params: cardIdParams,
        querystring: configQuery,
        // The whole configuration first: a public answer lacks its fields and falls to the second.
        response: { 200: z.union([salesbotConfigResponseSchema, salesbotPublicConfigSchema]) },
      },
    },
    async (request) => {
      const { cardId } = request.params;
      if (request.query.public === "true") return service.publicConfig(cardId);
      return service.config(requireUser(request), cardId);
    },
  );

  api.get(
    "/api/salesbot/engine",
    { schema: { response: { 200: salesbotEngineInfoSchema } } },
    async (request): Promise<SalesbotEngineInfo> => {
      const user = requireUser(request);
      enforce(user, "salesbot.configure", { userId: user.id });
      const llm = ctx.config.llm;
      return llm
        ? { engine: "llm", firstTokenSeconds: Math.round(llm.firstTokenTimeoutMs / 100) / 10 }
        : { engine: "built-in" };
    },
  );

  api.post(
    "/api/salesbot/:cardId/config",
    {
      // Before validation, so the signed-out and level 1 get 401/403 whatever the body holds;
      // the card itself (own, or level 4+) is checked by the service.
      preValidation: async (request) => {
        const user = requireUser(request);
        enforce(user, "salesbot.configure", { userId: user.id });
      },
      schema: {
        params: cardIdParams,
        body: salesbotConfigSchema,
        response: { 200: salesbotConfigResponseSchema },
      },
    },
    async (request) => service.save(requireUser(request), request.params.cardId, request.body),
  );
}
