import type { FastifyInstance } from "fastify";
import { hasUnstorable, UNSTORABLE_TEXT, unstorablePaths } from "../../core/storable-text";
import { badRequest } from "../lib/http-error";

/**
 * Refuses NUL characters and lone surrogates anywhere in a request's body, path or query
 * (core/storable-text.ts), on every route, before validation and before any query.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  // Callback style: this runs on every request, and a promise per request is measurable.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!hasUnstorable(request.body) && !hasUnstorable(request.params) && !hasUnstorable(request.query)) {
      return done();
    }
    const paths = [
      ...unstorablePaths(request.body),
      ...unstorablePaths(request.params).map((p) => p || "params"),
      ...unstorablePaths(request.query).map((p) => p || "query"),
    ];
    const fields = Object.fromEntries(paths.map((path) => [path || "body", UNSTORABLE_TEXT]));
    done(badRequest(UNSTORABLE_TEXT, fields));
  });
}
