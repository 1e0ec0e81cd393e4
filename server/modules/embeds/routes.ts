/**
 * GET /embed/{slug}/{index}: a card's embed code in a sandboxed document of its own (decision
 * 008), which the public card page frames. Always sent with the sandboxing CSP, found or not;
 * answered as ready-made bytes, like the public page (its schemas: the 404 may also be the error
 * handler's JSON).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { encodeBody, sendEncoded } from "../../lib/encoded-body";
import { pageAnswers } from "../public/schemas";
import { EMBED_CSP, EMBED_NOT_FOUND } from "./embed-document";
import { createEmbedService } from "./service";

const embedParams = z.object({ slug: z.string(), index: z.string() });

export async function embedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createEmbedService(ctx);
  const notFound = encodeBody(EMBED_NOT_FOUND);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/embed/:slug/:index",
      { schema: { params: embedParams, response: pageAnswers } },
      async (request, reply) => {
        const { slug, index } = request.params;
        const body = /^\d{1,2}$/.test(index) ? await service.embed(slug, Number(index)) : undefined;
        reply
          .header("content-security-policy", EMBED_CSP)
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8");
        if (body === undefined) return sendEncoded(request, reply.status(404), await notFound);
        return sendEncoded(request, reply, body);
      },
    );
}
