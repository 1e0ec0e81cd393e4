import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { attachmentDisposition } from "./content-disposition";
import { createVCardService } from "./service";

const ID_MESSAGE = "Card id must be a positive whole number";
// Bounded by the id column's type (integer), so a huge id is a 400, not a database error.
const params = z.object({
  cardId: z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

/**
 * GET /api/vcard/{cardId}: the card's contact file. Public, and navigated to rather than
 * fetched (a plain link works without JavaScript), so it answers with a download.
 */
export async function vcardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createVCardService(ctx, app.log);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/vcard/:cardId", { schema: { params } }, async (request, reply) => {
      const file = await service.contactFile(request.params.cardId);
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
