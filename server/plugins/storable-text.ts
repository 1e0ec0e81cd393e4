import type { FastifyInstance } from "fastify";
import { UNSTORABLE_TEXT, unstorablePaths } from "../../core/storable-text";
import { badRequest } from "../lib/http-error";

/**
 * Refuses NUL characters and lone surrogates anywhere in a request's body, path or query
 * (core/storable-text.ts), on every route, before validation and before any query.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const paths = [
      ...unstorablePaths(request.body),
      ...unstorablePaths(request.params).map((p) => p || "params"),
      ...unstorablePaths(request.query).map((p) => p || "query"),
    ];
    if (paths.length === 0) return;
    const fields = Object.fromEntries(paths.map((path) => [path || "body", UNSTORABLE_TEXT]));
    throw badRequest(UNSTORABLE_TEXT, fields);
  });
}
