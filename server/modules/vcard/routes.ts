import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cardIdParams } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "../../lib/content-disposition";
import { publicOrigin } from "../../lib/public-origin";
import { createVCardService } from "./service";

/** The vCard text, sent as a string with its own content type: Fastify sends it as it is, unserialized. */
const response = { 200: z.string() };

/**
 * GET /api/vcard/{cardId}: the card's contact file. Public, and navigated to rather than
 * fetched (a plain link works without JavaScript), so it answers with a download.
 */
export async function vcardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createVCardService(ctx, app.log);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/vcard/:cardId", { schema: { params: cardIdParams, response } }, async (request, reply) => {
      const file = await service.contactFile(request.params.cardId, publicOrigin(ctx.config, request));
      return (
        reply
          .header("content-type", "text/vcard; charset=utf-8")
          .header("content-disposition", attachmentDisposition(file.fileName))
          // The file changes with every edit of the card; an old copy must never be saved.
          .header("cache-control", "no-store")
          .send(file.body)
      );
    });
}
