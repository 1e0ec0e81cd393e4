/**
 * The JSON body parser, in place of Fastify's default one, with two refusals before parsing:
 * - a body declared in a charset other than UTF-8 is refused with 415 (it would otherwise be
 *   read as UTF-8 and stored as something the client did not send);
 * - a body nested deeper than JSON_MAX_DEPTH is refused with 400, so nothing that walks a
 *   body afterwards (guards, validators, size checks) can be made to overflow the stack.
 * Parsing itself stays Fastify's, with its protection against prototype poisoning.
 */
import type { FastifyInstance } from "fastify";
import { badRequest, unsupportedMediaType } from "../lib/http-error";
import { nestsDeeperThan } from "../lib/json-depth";

/** Far above any body the API takes (a card with its form configuration is about 6 levels). */
export const JSON_MAX_DEPTH = 32;
export const JSON_TOO_DEEP = `The request body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of objects and lists are allowed.`;
export const JSON_CHARSET_UNSUPPORTED = "Unsupported charset. Send JSON encoded as UTF-8.";

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/** Whether a Content-Type header names a charset other than UTF-8 (none named means UTF-8). */
function declaresOtherCharset(contentType: string | undefined): boolean {
  const charset = contentType?.match(CHARSET)?.[1]?.toLowerCase();
  return charset !== undefined && charset !== "utf-8" && charset !== "utf8";
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (declaresOtherCharset(request.headers["content-type"])) {
      return done(unsupportedMediaType(JSON_CHARSET_UNSUPPORTED), undefined);
    }
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(badRequest(JSON_TOO_DEEP), undefined);
    parseJson(request, text, done);
  });
}
