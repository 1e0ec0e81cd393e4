/**
 * The visitor form posted without JavaScript: an HTML form's urlencoded body, read only on the
 * form route (nowhere else does the API take form bodies), bounded in size, and turned into the
 * JSON body's shape. Inputs are named `cardId`, `website` (the honeypot) and `formData[{id}]`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unsupportedMediaType } from "../../lib/http-error";

const URLENCODED = "application/x-www-form-urlencoded";

const ANSWER_NAME = /^formData\[([a-z0-9][a-z0-9_-]{0,39})\]$/;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").toLowerCase().startsWith(URLENCODED);
}

/** The posted `cardId` as a number when it is digits (the schema bounds it), else as sent. */
export function postedCardId(params: URLSearchParams): unknown {
  const cardId = params.get("cardId") ?? "";
  return /^\d{1,10}$/.test(cardId) ? Number(cardId) : cardId;
}

/** The urlencoded fields as the JSON body would carry them; a repeated name gives a list (refused later). */
function formPostBody(params: URLSearchParams): Record<string, unknown> {
  const formData: Record<string, unknown> = {};
  for (const [name, value] of params) {
    const id = ANSWER_NAME.exec(name)?.[1];
    if (id === undefined) continue;
    const earlier = formData[id];
    formData[id] = earlier === undefined ? value : [earlier, value].flat();
  }
  return {
    cardId: postedCardId(params),
    formData,
    ...(params.has("website") ? { website: params.get("website") } : {}),
  };
}

/**
 * Registers the parser on `scope` (the form route's own plugin), so no other route takes these
 * bodies; `toBody` turns the fields into the route's JSON body (the contact exchange has its own).
 */
export function registerFormPostParser(
  scope: FastifyInstance,
  bodyLimit: number,
  toBody: (params: URLSearchParams) => Record<string, unknown> = formPostBody,
): void {
  scope.addContentTypeParser(URLENCODED, { parseAs: "string", bodyLimit }, (request, body, done) => {
    const charset = request.headers["content-type"]?.match(CHARSET)?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      return done(unsupportedMediaType("Unsupported charset. Send the form encoded as UTF-8."), undefined);
    }
    done(null, toBody(new URLSearchParams(body as string)));
  });
}
