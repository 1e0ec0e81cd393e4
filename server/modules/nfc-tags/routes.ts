/**
 * NFC tags: a card's tags (list, add), the tags one manages (GET /api/tags), renaming, moving to
 * another card and deleting one (/api/tags/{tagId}), and the public tap, GET /t/{tagId}, which
 * leads to the card's page marked as an NFC visit. Registered before the web app's fallback, so
 * /t/ is answered here.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cardPath } from "../../../core/card-display";
import { errorBodySchema, messageSchema } from "../../../core/schemas/api";
import { cardIdParams } from "../../../core/schemas/ids";
import {
  nfcTagListSchema,
  nfcTagSchema,
  tagIdParams,
  tagLabelBodySchema,
  tagListQuerySchema,
  tagTargetBodySchema,
} from "../../../core/schemas/nfc-tags";
import { withSource } from "../../../core/view-sources";
import type { AppContext } from "../../context";
import { encodeBody, sendEncoded } from "../../lib/encoded-body";
import { publicOrigin } from "../../lib/public-origin";
import { requireUser } from "../../plugins/sessions";
import { publicPageCsp } from "../../render/csp";
import { renderTagNotLinkedPage } from "../../render/message-pages";
import { loadPageAssets } from "../../render/page-assets";
import { createNfcTagService } from "./service";
import { followTap } from "./tap";

/** Any text: a path that names no tag (malformed, unknown, or without a card) gets the friendly 404 page. */
const tapParams = z.object({ tagId: z.string() });
/** A redirect without a body, or the page saying the tag is not linked (bytes made once). */
const tapAnswers = { 302: z.undefined(), 404: z.union([z.instanceof(Buffer), errorBodySchema]) };

export async function nfcTagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createNfcTagService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notLinkedPage = encodeBody(renderTagNotLinkedPage(loadPageAssets(ctx.config.webDistDir).css));
  const csp = publicPageCsp(false);

  api.get(
    "/api/business-cards/:cardId/tags",
    { schema: { params: cardIdParams, response: { 200: nfcTagListSchema } } },
    async (request) => ({
      tags: await service.listOfCard(
        requireUser(request),
        request.params.cardId,
        publicOrigin(ctx.config, request),
      ),
    }),
  );

  api.post(
    "/api/business-cards/:cardId/tags",
    { schema: { params: cardIdParams, body: tagLabelBodySchema, response: { 201: nfcTagSchema } } },
    async (request, reply) => {
      const tag = await service.create(
        requireUser(request),
        request.params.cardId,
        request.body.label,
        publicOrigin(ctx.config, request),
      );
      return reply.status(201).send(tag);
    },
  );

  api.get(
    "/api/tags",
    { schema: { querystring: tagListQuerySchema, response: { 200: nfcTagListSchema } } },
    async (request) => ({
      tags: await service.listManaged(
        requireUser(request),
        request.query.unassigned === "true",
        publicOrigin(ctx.config, request),
      ),
    }),
  );

  api.put(
    "/api/tags/:tagId",
    { schema: { params: tagIdParams, body: tagTargetBodySchema, response: { 200: nfcTagSchema } } },
    async (request) =>
      service.move(
        requireUser(request),
        request.params.tagId,
        request.body.cardId,
        publicOrigin(ctx.config, request),
      ),
  );

  api.patch(
    "/api/tags/:tagId",
    { schema: { params: tagIdParams, body: tagLabelBodySchema, response: { 200: nfcTagSchema } } },
    async (request) =>
      service.rename(
        requireUser(request),
        request.params.tagId,
        request.body.label,
        publicOrigin(ctx.config, request),
      ),
  );

  api.delete(
    "/api/tags/:tagId",
    { schema: { params: tagIdParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.tagId);
      return { message: "NFC tag deleted" };
    },
  );

  api.get(
    "/t/:tagId",
    {
      schema: { params: tapParams, response: tapAnswers },
      // Per address, as the card page's own events: taps cannot be inflated cheaply from one place.
      config: { rateLimit: { max: ctx.config.trackingRateLimitPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const slug = await followTap(ctx.db, request, request.params.tagId);
      // Never kept: each tap must reach the server to be counted, and a moved tag leads elsewhere.
      reply.header("cache-control", "no-store");
      // Relative, so the visitor stays on the address (host) they came by.
      if (slug !== undefined) return reply.redirect(withSource(cardPath(slug), "nfc"), 302);
      reply.header("content-security-policy", csp).type("text/html; charset=utf-8").status(404);
      return sendEncoded(request, reply, await notLinkedPage);
    },
  );
}
