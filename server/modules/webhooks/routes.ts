/**
 * Webhook endpoints, for the app (session) and for the open API (bearer token with the
 * `webhooks:manage` scope), the same service and rules behind both:
 *   GET    …/webhooks                       the actor's endpoints and their organisations'
 *   POST   …/webhooks                       {url, events, description?, organizationId?} → 201 {id, secret}
 *   GET    …/webhooks/{id}                  one endpoint
 *   PATCH  …/webhooks/{id}                  {url?, events?, description?, enabled?}
 *   DELETE …/webhooks/{id}
 *   GET    …/webhooks/{id}/deliveries       the delivery log, newest first (?limit, ?before)
 *   POST   …/webhooks/{id}/test             202: a `webhook.test` event queued
 *   POST   …/webhooks/{id}/rotate-secret    {id, secret}: the new secret, once
 * The runner that sends the outbox starts here too (app.webhookRunner; tests await runOnce()).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "../../../core/schemas/api";
import {
  createWebhookSchema,
  deliveriesQuerySchema,
  updateWebhookSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookIdParams,
  webhookSecretSchema,
} from "../../../core/schemas/webhooks";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { startWebhookRunner, type WebhookRunner } from "./runner";
import type { IntegrationSender } from "./send-result";
import { createWebhookService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the webhook outbox; tests await `runOnce()`. */
    webhookRunner: WebhookRunner;
  }
}

const endpointList = z.object({ webhooks: z.array(webhookEndpointSchema) });

/** The open API's route options: its scope, tag and summary, for the OpenAPI document. */
function openApi(summary: string) {
  return { config: { scope: "webhooks:manage" as const }, tags: ["Webhooks"], summary };
}

export async function webhookRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  integrations: Partial<Record<"hubspot", IntegrationSender>> = {},
): Promise<void> {
  const runner = startWebhookRunner({
    integrations,
    db: ctx.db,
    config: ctx.config,
    mailer: ctx.mailer,
    log: app.log,
    isRunner: () => ctx.coordinator.isRunner(),
  });
  app.decorate("webhookRunner", runner);
  // preClose: before the database closes in onClose.
  app.addHook("preClose", () => runner.close());
  const service = createWebhookService(ctx, { wake: () => runner.wake() });
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const prefix of ["/api/webhooks", "/api/v1/webhooks"]) {
    const v1 = prefix.startsWith("/api/v1/");
    const doc = (summary: string) => {
      if (!v1) return { config: {}, schema: {} };
      const { config, ...schema } = openApi(summary);
      return { config, schema };
    };

    const list = doc("List webhook endpoints");
    api.get(
      prefix,
      { config: list.config, schema: { ...list.schema, response: { 200: endpointList } } },
      async (request) => ({ webhooks: await service.list(requireUser(request)) }),
    );

    const create = doc("Register a webhook endpoint (its secret is answered once)");
    api.post(
      prefix,
      {
        config: create.config,
        schema: { ...create.schema, body: createWebhookSchema, response: { 201: webhookSecretSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request), request.body)),
    );

    const read = doc("Read a webhook endpoint");
    api.get(
      `${prefix}/:id`,
      {
        config: read.config,
        schema: { ...read.schema, params: webhookIdParams, response: { 200: webhookEndpointSchema } },
      },
      async (request) => service.read(requireUser(request), request.params.id),
    );

    const update = doc("Change a webhook endpoint, or turn it on or off");
    api.patch(
      `${prefix}/:id`,
      {
        config: update.config,
        schema: {
          ...update.schema,
          params: webhookIdParams,
          body: updateWebhookSchema,
          response: { 200: webhookEndpointSchema },
        },
      },
      async (request) => service.update(requireUser(request), request.params.id, request.body),
    );

    const remove = doc("Delete a webhook endpoint and its delivery log");
    api.delete(
      `${prefix}/:id`,
      {
        config: remove.config,
        schema: { ...remove.schema, params: webhookIdParams, response: { 200: messageSchema } },
      },
      async (request) => {
        await service.remove(requireUser(request), request.params.id);
        return { message: "Webhook deleted" };
      },
    );

    const log = doc("The endpoint's delivery log, newest first");
    api.get(
      `${prefix}/:id/deliveries`,
      {
        config: log.config,
        schema: {
          ...log.schema,
          params: webhookIdParams,
          querystring: deliveriesQuerySchema,
          response: { 200: webhookDeliveriesSchema },
        },
      },
      async (request) => service.deliveries(requireUser(request), request.params.id, request.query),
    );

    const test = doc("Send a test event (type webhook.test)");
    api.post(
      `${prefix}/:id/test`,
      {
        config: test.config,
        schema: { ...test.schema, params: webhookIdParams, response: { 202: webhookDeliverySchema } },
      },
      async (request, reply) =>
        reply.status(202).send(await service.sendTest(requireUser(request), request.params.id)),
    );

    const rotate = doc("Rotate the signing secret (the previous one signs beside it for 24 hours)");
    api.post(
      `${prefix}/:id/rotate-secret`,
      {
        config: rotate.config,
        schema: { ...rotate.schema, params: webhookIdParams, response: { 200: webhookSecretSchema } },
      },
      async (request) => service.rotateSecret(requireUser(request), request.params.id),
    );
  }
}
