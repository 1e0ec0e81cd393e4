/**
 * The open API's authentication: every route under /api/v1 (but the OpenAPI document) takes a
 * personal API token as `Authorization: Bearer cfp_…` and nothing else. No cookie is read there,
 * so a page on another site can never act through a visitor's session; the sessions plugin skips
 * these routes. A route names the scope it needs in its config (`config: { scope }`): a token
 * without it gets 403, a missing, unknown, revoked or expired token 401; a route that names no
 * scope must say it is open to all (`config: { openToAll: true }`), or the server does not start.
 *
 * Every route with a scope is also limited per token: API_REQUESTS_PER_MINUTE requests a minute
 * across all of them and all processes (the limits store @fastify/rate-limit was given), counted
 * after the token is known and before its scope is checked, answered 429 with Retry-After.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { ApiScope } from "../../core/api-scopes";
import type { AppContext } from "../context";
import { toArray } from "../lib/hook-list";
import { forbidden, tooManyRequests, unauthorized } from "../lib/http-error";
import { hashToken } from "../lib/tokens";
import { findTokenHolder, touchToken } from "../modules/api-tokens/bearer-repo";
import { bearerTokenOf } from "../modules/api-tokens/token-format";

declare module "fastify" {
  interface FastifyRequest {
    /** The API token a /api/v1 request came with; `request.user` is its user. */
    apiToken: { id: number; scopes: readonly ApiScope[] } | null;
  }
  interface FastifyContextConfig {
    /** The scope a /api/v1 route needs. */
    scope?: ApiScope;
    /** Set on the /api/v1 routes anyone may read (the OpenAPI document); every other names a scope. */
    openToAll?: true;
  }
}

export const API_V1_PREFIX = "/api/v1/";
export const TOKEN_REQUIRED = "A valid API token is required: send it as 'Authorization: Bearer <token>'.";
export const scopeMissing = (scope: ApiScope) => `This API token does not have the '${scope}' scope.`;
export const tokenRateExceeded = (max: number, seconds: number) =>
  `This API token made more than ${max} requests in a minute. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
/** "Last used" is kept to within a minute: one write per token in that time. */
const TOUCH_EVERY_MS = 60_000;

export function registerApiTokens(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("apiToken", null);

  const authenticate: onRequestHookHandler = async (request, reply) => {
    const token = bearerTokenOf(request.headers.authorization);
    const holder = token ? await findTokenHolder(ctx.db, hashToken(token)) : undefined;
    if (!holder) {
      reply.header("www-authenticate", 'Bearer realm="api"');
      throw unauthorized(TOKEN_REQUIRED);
    }
    request.user = holder.user;
    request.apiToken = { id: holder.tokenId, scopes: holder.scopes };
    if (!holder.lastUsedAt || Date.now() - holder.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await touchToken(ctx.db, holder.tokenId);
    }
  };

  // One count per token for all /api/v1 routes (no route in the key), in the shared limits store.
  // Counted through createRateLimit, which leaves a route's own `config.rateLimit` to run too.
  const max = ctx.config.apiRequestsPerMinute;
  const countRequest = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `api-token:${request.apiToken?.id ?? 0}`,
  });
  const perToken: onRequestHookHandler = async (request, reply) => {
    const counted = await countRequest(request);
    if (counted.isAllowed) return;
    reply.header("x-ratelimit-limit", counted.max).header("x-ratelimit-remaining", counted.remaining);
    if (!counted.isExceeded) return;
    const seconds = Math.max(1, counted.ttlInSeconds);
    const error = tooManyRequests(tokenRateExceeded(max, seconds));
    error.headers = { "retry-after": String(seconds), "x-ratelimit-reset": String(seconds) };
    throw error;
  };

  const requireScope =
    (scope: ApiScope): onRequestHookHandler =>
    async (request) => {
      if (!request.apiToken?.scopes.includes(scope)) throw forbidden(scopeMissing(scope));
    };

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(API_V1_PREFIX)) return;
    const scope = route.config?.scope;
    if (!scope) {
      // A route forgotten here would be open to anyone: starting fails instead.
      if (route.config?.openToAll) return;
      throw new Error(`${route.method} ${route.url} names neither its API scope nor openToAll`);
    }
    route.onRequest = [authenticate, perToken, requireScope(scope), ...toArray(route.onRequest)];
  });
}
