/**
 * GET /api/business-cards/{id}/background?layout=left|right|band&format=png|jpeg&picture=theme|cover|photo:
 * the card's video-call background (1920x1080), as a download. For whoever may share the card
 * ("card.share"); 404 for a card that does not exist, 403 for someone else's.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CARD_ID_MESSAGE, idParamSchema } from "../../../core/schemas/ids";
import { BACKGROUND_FORMAT_TYPES, backgroundQuerySchema } from "../../../core/video-background";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "../../lib/content-disposition";
import { requireUser } from "../../plugins/sessions";
import { createBackgroundService } from "./background-service";

const params = z.object({ id: idParamSchema(CARD_ID_MESSAGE) });
/** The picture's bytes, or nothing when the browser's copy is current. */
const response = { 200: z.instanceof(Buffer), 304: z.undefined() };

export async function videoBackgroundRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createBackgroundService(ctx, app.log);
  app.addHook("preClose", async () => service.close());

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/business-cards/:id/background",
      { schema: { params, querystring: backgroundQuerySchema, response } },
      async (request, reply) => {
        // The card is read (and its sharing checked) first: a current copy costs no drawing.
        const prepared = await service.prepare(
          requireUser(request),
          request.params.id,
          request.query,
          request,
        );
        const etag = `"${prepared.version}"`;
        // Private to whoever may share the card; revalidated each time, as the card may change.
        reply
          .header("cache-control", "private, no-cache")
          .header("etag", etag)
          .header("x-content-type-options", "nosniff");
        if (request.headers["if-none-match"] === etag) return reply.status(304).send();
        const bytes = await service.draw(prepared);
        return reply
          .type(BACKGROUND_FORMAT_TYPES[request.query.format])
          .header("content-disposition", attachmentDisposition(prepared.fileName))
          .send(bytes);
      },
    );
}
