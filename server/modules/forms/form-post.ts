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

/** The urlencoded fields as the JSON body would carry them; a repeated name gives a list (refused later). */
function formPostBody(text: string): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const formData: Record<string, unknown> = {};
  for (const [name, value] of params) {
    const id = ANSWER_NAME.exec(name)?.[1];
    if (id === undefined) continue;
    const earlier = formData[id];
    formData[id] = earlier === undefined ? value : [earlier, value].flat();
  }
  const cardId = params.get("cardId") ?? "";
  return {
    cardId: /^\d{1,10}$/.test(cardId) ? Number(cardId) : cardId,
    formData,
    ...(params.has("website") ? { website: params.get("website") } : {}),
  };
}

/** Registers the parser on `scope` (the form route's own plugin), so no other route takes these bodies. */
export function registerFormPostParser(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(URLENCODED, { parseAs: "string", bodyLimit }, (request, body, done) => {
    const charset = request.headers["content-type"]?.match(CHARSET)?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      return done(unsupportedMediaType("Unsupported charset. Send the form encoded as UTF-8."), undefined);
    }
    done(null, formPostBody(body as string));
  });
}
