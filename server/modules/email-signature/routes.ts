/**
 * GET /api/business-cards/{id}/email-signature?layout=&extra=: the card's email signature as
 * {html, text}, for those who may share the card.
 * GET /api/email-signature/{cardId}/photo.png and /qr.png: the pictures the signature shows.
 * Public, because the recipients' email clients fetch them without a session; cacheable, with
 * an ETag, and kept a year when asked for with the current ?v= (a changed photo or card address
 * gives the signature new addresses).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  emailSignatureQuery,
  emailSignatureSchema,
  signatureImageQuery,
} from "../../../core/schemas/email-signature";
import { CARD_ID_MESSAGE, cardIdParams, idParamSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createEmailSignatureService, type SignaturePicture } from "./service";

const cardParams = z.object({ id: idParamSchema(CARD_ID_MESSAGE) });
/** A PNG, or nothing when the client's copy is current. */
const pictureAnswers = { 200: z.instanceof(Buffer), 304: z.undefined() };
/** Without the current version, a client keeps a picture a day and then asks again. */
const DAY_SECONDS = 24 * 60 * 60;

function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  asked: string | undefined,
  picture: SignaturePicture,
) {
  const current = asked === picture.version;
  const etag = `"${picture.version}"`;
  reply
    .header(
      "cache-control",
      current ? "public, max-age=31536000, immutable" : `public, max-age=${DAY_SECONDS}`,
    )
    .header("etag", etag)
    .header("x-content-type-options", "nosniff")
    // Shown inside emails, which are other sites' pages (webmail) or no site at all (a mail app).
    .header("cross-origin-resource-policy", "cross-origin");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type("image/png").send(picture.png);
}

export async function emailSignatureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createEmailSignatureService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/business-cards/:id/email-signature",
    {
      schema: {
        params: cardParams,
        querystring: emailSignatureQuery,
        response: { 200: emailSignatureSchema },
      },
    },
    async (request, reply) => {
      const signature = await service.signature(
        requireUser(request),
        request.params.id,
        request.query,
        request,
      );
      // It follows every edit of the card: never kept.
      reply.header("cache-control", "no-store");
      return signature;
    },
  );

  api.get(
    "/api/email-signature/:cardId/photo.png",
    { schema: { params: cardIdParams, querystring: signatureImageQuery, response: pictureAnswers } },
    async (request, reply) =>
      sendPicture(request, reply, request.query.v, await service.roundPhoto(request.params.cardId, request)),
  );

  api.get(
    "/api/email-signature/:cardId/qr.png",
    { schema: { params: cardIdParams, querystring: signatureImageQuery, response: pictureAnswers } },
    async (request, reply) =>
      sendPicture(request, reply, request.query.v, await service.qrCode(request.params.cardId, request)),
  );
}
