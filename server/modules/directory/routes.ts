/** GET /o/{slug}: an organisation's public directory of listed cards (server/render/directory-page.tsx). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readDirectoryQuery } from "../../../core/directory";
import { ORG_SLUG_MAX } from "../../../core/organizations";
import type { AppContext } from "../../context";
import { sendCompressedOnce, sendEncoded } from "../../lib/encoded-body";
import { publicPageCsp } from "../../render/csp";
import { createDirectoryService } from "./service";

const params = z.object({ slug: z.string() });
/** The page, and the 'Organisation Not Found' page: bytes written by the service, never serialised. */
const pageBytes = z.union([z.instanceof(Buffer), z.string()]);
const answers = { 200: pageBytes, 404: pageBytes };

export async function directoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createDirectoryService(ctx);
  const csp = publicPageCsp(false);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/o/:slug", { schema: { params, response: answers } }, async (request, reply) => {
      const { slug } = request.params;
      const page =
        slug.length <= ORG_SLUG_MAX
          ? await service.page(slug, readDirectoryQuery(request.query as Record<string, unknown>))
          : undefined;
      reply
        .header("content-security-policy", csp)
        .header("cache-control", "public, max-age=0, must-revalidate")
        .type("text/html; charset=utf-8");
      if (!page) return sendEncoded(request, reply.status(404), await service.notFound);
      return page.encoded
        ? sendEncoded(request, reply, page.encoded)
        : sendCompressedOnce(request, reply, page.html);
    });
}
