/**
 * Wallet passes: GET /api/wallet (which wallets this server signs for, so the web shows only
 * those buttons), GET /api/business-cards/{id}/wallet/apple (the signed .pkpass, a download)
 * and GET /api/business-cards/{id}/wallet/google (a redirect to Google Wallet's save page).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CARD_ID_MESSAGE, idParamSchema } from "../../../core/schemas/ids";
import {
  WALLET_PASSES_PER_USER_PER_MINUTE,
  WALLET_PASSES_TOO_MANY,
  walletAvailabilitySchema,
} from "../../../core/wallet";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "../../lib/content-disposition";
import { tooManyRequests } from "../../lib/http-error";
import { requireUser } from "../../plugins/sessions";
import { createWalletService } from "./service";

const cardParams = z.object({ id: idParamSchema(CARD_ID_MESSAGE) });

/**
 * Each pass costs a signature and picture resizes: one user gets so many a minute on each route,
 * counted after the session is known (preHandler), so the count is the user's, not the address's.
 */
const rateLimit = {
  max: WALLET_PASSES_PER_USER_PER_MINUTE,
  timeWindow: "1 minute",
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => `wallet:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: () => tooManyRequests(WALLET_PASSES_TOO_MANY),
};

export async function walletRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createWalletService(ctx, app.log);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/wallet", { schema: { response: { 200: walletAvailabilitySchema } } }, async (request) => {
    requireUser(request);
    return service.availability();
  });

  api.get(
    "/api/business-cards/:id/wallet/apple",
    { schema: { params: cardParams, response: { 200: z.instanceof(Buffer) } }, config: { rateLimit } },
    async (request, reply) => {
      const file = await service.applePassFile(requireUser(request), request.params.id, request);
      return (
        reply
          .type("application/vnd.apple.pkpass")
          .header("content-disposition", attachmentDisposition(file.fileName))
          // Made from the card as it is now; a kept copy would hand out an old pass.
          .header("cache-control", "no-store")
          .send(file.body)
      );
    },
  );

  api.get(
    "/api/business-cards/:id/wallet/google",
    { schema: { params: cardParams }, config: { rateLimit } },
    async (request, reply) => {
      const address = await service.googleSaveAddress(requireUser(request), request.params.id, request);
      return reply.header("cache-control", "no-store").redirect(address, 302);
    },
  );
}
