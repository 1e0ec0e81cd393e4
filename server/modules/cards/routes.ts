import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "../../../core/schemas/api";
import { createCardSchema, updateCardSchema } from "../../../core/schemas/card";
import {
  businessCardListSchema,
  businessCardSchema,
  dashboardSummarySchema,
} from "../../../core/schemas/card-response";
import { CARD_ID_MESSAGE, idParamSchema } from "../../../core/schemas/ids";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { createCardService } from "./service";

const cardParams = z.object({ id: idParamSchema(CARD_ID_MESSAGE) });
const USER_ID_MESSAGE = "User id must be a positive whole number";
const userParams = z.object({ userId: idParamSchema(USER_ID_MESSAGE) });

/**
 * The card API; every rule lives in the service. The response schemas send
 * exactly core's card shape: a field they do not name never reaches the client. Error
 * answers (4xx/5xx) come from the one error handler and are not listed here.
 */
export async function cardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createCardService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/business-cards", { schema: { response: { 200: businessCardListSchema } } }, async (request) =>
    service.listOwn(requireUser(request)),
  );

  api.get(
    "/api/business-cards/user/:userId",
    { schema: { params: userParams, response: { 200: businessCardListSchema } } },
    async (request) => service.listOfUser(requireUser(request), request.params.userId),
  );

  api.post(
    "/api/business-cards",
    { schema: { body: createCardSchema, response: { 201: businessCardSchema } } },
    async (request, reply) => {
      const card = await service.create(requireUser(request), request.body);
      return reply.status(201).send(card);
    },
  );

  api.get(
    "/api/business-cards/:id",
    { schema: { params: cardParams, response: { 200: businessCardSchema } } },
    async (request) => service.get(requireUser(request), request.params.id),
  );

  for (const method of ["put", "patch"] as const) {
    api[method](
      "/api/business-cards/:id",
      { schema: { params: cardParams, body: updateCardSchema, response: { 200: businessCardSchema } } },
      async (request) => service.update(requireUser(request), request.params.id, request.body),
    );
  }

  api.delete(
    "/api/business-cards/:id",
    { schema: { params: cardParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { message: "Card deleted" };
    },
  );

  api.get(
    "/api/dashboard/summary",
    { schema: { response: { 200: dashboardSummarySchema } } },
    async (request) => service.summary(requireUser(request)),
  );
}
