/**
 * The open API's cards: the token user's cards, through the app's own card service, so every
 * access rule, limit and denial text is the app's (only level 5 deletes a card, the card limits
 * per level, someone else's card only from level 4 or as its organisation's manager).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "../../../core/schemas/api";
import { createCardSchema, updateCardSchema } from "../../../core/schemas/card";
import { businessCardSchema } from "../../../core/schemas/card-response";
import { CARD_ID_MESSAGE, idParamSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createCardService } from "../cards/service";

/** A page of cards at most; the card limits per level keep most lists far shorter. */
const CARDS_PAGE_MAX = 100;
const OFFSET_MAX = 100_000;
const cardParams = z.object({ id: idParamSchema(CARD_ID_MESSAGE).describe("The card's id") });

const listQuery = z.object({
  limit: z.coerce
    .number()
    .int(`limit must be 1 to ${CARDS_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${CARDS_PAGE_MAX}`)
    .max(CARDS_PAGE_MAX, `limit must be 1 to ${CARDS_PAGE_MAX}`)
    .default(50)
    .describe("Cards on the page"),
  offset: z.coerce
    .number()
    .int(`offset must be 0 to ${OFFSET_MAX}`)
    .min(0, `offset must be 0 to ${OFFSET_MAX}`)
    .max(OFFSET_MAX, `offset must be 0 to ${OFFSET_MAX}`)
    .default(0)
    .describe("Cards to skip"),
});

const cardPageSchema = z.object({
  cards: z.array(businessCardSchema),
  /** All the user's cards, of which this page is `offset` to `offset + limit`. */
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

const TAGS = ["Cards"];

export async function apiV1CardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createCardService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/cards",
    {
      config: { scope: "cards:read" },
      schema: {
        tags: TAGS,
        summary: "List your cards",
        description: "The token user's own cards, oldest first, as the dashboard lists them.",
        querystring: listQuery,
        response: { 200: cardPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const cards = await service.listOwn(requireUser(request));
      return { cards: cards.slice(offset, offset + limit), total: cards.length, limit, offset };
    },
  );

  api.get(
    "/api/v1/cards/:id",
    {
      config: { scope: "cards:read" },
      schema: {
        tags: TAGS,
        summary: "Read a card",
        description: "A card the token user may edit in the app: their own, or any from level 4.",
        params: cardParams,
        response: { 200: businessCardSchema },
      },
    },
    async (request) => service.get(requireUser(request), request.params.id),
  );

  api.post(
    "/api/v1/cards",
    {
      config: { scope: "cards:write" },
      schema: {
        tags: TAGS,
        summary: "Create a card",
        description:
          "Within the card limit of the user's access level; `userId` (another owner) is for administrators.",
        body: createCardSchema,
        response: { 201: businessCardSchema },
      },
    },
    async (request, reply) => {
      const card = await service.create(requireUser(request), request.body);
      return reply.status(201).send(card);
    },
  );

  api.patch(
    "/api/v1/cards/:id",
    {
      config: { scope: "cards:write" },
      schema: {
        tags: TAGS,
        summary: "Change a card",
        description: "Any subset of the card's fields; the rest stay as they are.",
        params: cardParams,
        body: updateCardSchema,
        response: { 200: businessCardSchema },
      },
    },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/v1/cards/:id",
    {
      config: { scope: "cards:write" },
      schema: {
        tags: TAGS,
        summary: "Delete a card",
        description: "Administrators (level 5) only, as in the app.",
        params: cardParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { message: "Card deleted" };
    },
  );
}
