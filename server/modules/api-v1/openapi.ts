/**
 * The open API's OpenAPI 3.1 document, generated from the /api/v1 routes' zod schemas by
 * @fastify/swagger with fastify-type-provider-zod's transforms. Registered before the routes, so
 * it sees them all; only /api/v1 routes are in it. A route with a scope is marked as needing a
 * bearer token and gets the answers every such route may give (401, 403, 429) besides its own.
 *
 * What a /api/v1 route (of any module) declares to be documented and limited: `config: { scope }`
 * (plugins/api-tokens.ts adds the token check and the per-token rate limit), and a `schema` with
 * `tags`, `summary`, zod `params` / `querystring` / `body` as it takes them, and a zod `response`
 * for each success status. Registered after this plugin, as every module's routes are.
 */
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { API_SCOPES } from "../../../core/api-scopes";
import { API_SCOPE_DESCRIPTIONS } from "../../../core/schemas/api-tokens";
import { API_V1_PREFIX } from "../../plugins/api-tokens";

const SECURITY_SCHEME = "apiToken";
const errorBody = {
  type: "object",
  properties: {
    message: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["message"],
};
const errorAnswer = (description: string) => ({ description, ...errorBody });

/** The answers any route with a scope may give, besides its own. */
const TOKEN_ANSWERS = {
  400: errorAnswer("The request is not valid: `message`, and `fields` with a message per field."),
  401: errorAnswer("No token, or an unknown, revoked or expired one."),
  403: errorAnswer("The token lacks the scope, or the user may not do this (the app's own rule)."),
  429: errorAnswer("Over the token's requests per minute; Retry-After says when to try again."),
};
const NOT_FOUND_ANSWER = { 404: errorAnswer("No such card (or other thing the path names).") };

type Transform = typeof jsonSchemaTransform;

/** Hides every route outside /api/v1; documents the token and its errors on those inside. */
const transform: Transform = (document) => {
  const { url, route } = document;
  if (!url.startsWith(API_V1_PREFIX)) return { schema: { hide: true }, url };
  const transformed = jsonSchemaTransform(document);
  const scope = route.config?.scope;
  if (!scope || !transformed.schema) return transformed;
  const schema = transformed.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  return {
    url: transformed.url,
    schema: {
      ...schema,
      security: [{ [SECURITY_SCHEME]: [] }],
      description: [schema.description, `Needs the \`${scope}\` scope.`].filter(Boolean).join(" "),
      response: {
        ...TOKEN_ANSWERS,
        ...(url.includes("/:") ? NOT_FOUND_ANSWER : {}),
        ...schema.response,
      },
    },
  };
};

export async function registerOpenApi(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Cardfolio API",
        version: "1",
        description:
          "The open API of this Cardfolio installation. Send a personal API token (made on the " +
          "Account page) as `Authorization: Bearer cfp_…`. A token acts as its user, within its " +
          "scopes, under the same access rules as the app.\n\nScopes:\n" +
          API_SCOPES.map((scope) => `- \`${scope}\`: ${API_SCOPE_DESCRIPTIONS[scope]}`).join("\n"),
      },
      servers: [{ url: appUrl }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: "http",
            scheme: "bearer",
            description: "A personal API token, `cfp_` and 43 characters.",
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
}

const jsonObject = z.record(z.string(), z.unknown());
/** The keys of the document @fastify/swagger writes; what is under them is its own. */
const openApiObjectSchema = z.object({
  openapi: z.string(),
  info: jsonObject,
  servers: z.array(jsonObject),
  paths: jsonObject,
  components: jsonObject,
  tags: z.array(jsonObject).optional(),
});

/** GET /api/v1/openapi.json: the document, open to all. */
export async function openApiDocumentRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/openapi.json",
    {
      config: { openToAll: true },
      schema: {
        tags: ["Reference"],
        summary: "This OpenAPI document",
        response: { 200: openApiObjectSchema },
      },
    },
    async () => app.swagger() as z.infer<typeof openApiObjectSchema>,
  );
}
