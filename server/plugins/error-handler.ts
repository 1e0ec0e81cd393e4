/**
 * The one error handler. Every failure becomes `{message, fields?}` with a
 * fitting status; unexpected errors answer a generic 500 and are logged with details.
 */

import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "../../core/schemas/api";
import { HttpError } from "../lib/http-error";

/** Fastify's own client errors, by code, with texts a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorBody & { status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: "Unsupported content type. Send JSON (application/json).",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The request's content length is wrong." },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: "The request's content type is invalid." },
};

function validationBody(error: { validation: { instancePath: string; message?: string }[] }): ErrorBody {
  const fields: Record<string, string> = {};
  let rootMessage: string | undefined;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = issue.message ?? "Invalid value";
    if (field === "") rootMessage ??= "The request body must be a JSON object with the expected fields.";
    else fields[field] ??= message;
  }
  const first = Object.values(fields)[0];
  return { message: rootMessage ?? first ?? "Invalid input", ...(first ? { fields } : {}) };
}

/** The status and body a failure is answered with; `unexpected` ones are logged, not shown. */
export function describeError(error: FastifyError | Error): {
  status: number;
  body: ErrorBody;
  unexpected: boolean;
} {
  const failure = error as FastifyError;
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.sso) body.sso = true;
    return { status: error.statusCode, body, unexpected: false };
  }
  if (hasZodFastifySchemaValidationErrors(failure)) {
    return { status: 400, body: validationBody(failure), unexpected: false };
  }
  const known = failure.code ? FASTIFY_CLIENT_ERRORS[failure.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message }, unexpected: false };
  if (failure.statusCode === 429) {
    return {
      status: 429,
      body: { message: "Too many requests. Please slow down and try again shortly." },
      unexpected: false,
    };
  }
  if (failure.statusCode && failure.statusCode >= 400 && failure.statusCode < 500) {
    return { status: failure.statusCode, body: { message: error.message }, unexpected: false };
  }
  return {
    status: 500,
    body: { message: "Something went wrong on our side. Please try again." },
    unexpected: true,
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, unexpected } = describeError(error);
    if (error instanceof HttpError && error.headers) void reply.headers(error.headers);
    if (unexpected) request.log.error({ err: error }, "request failed");
    // A service the server needs is down: the visitor gets the message, the operator the cause.
    // An answer that says when to come back (Retry-After) is the server shedding load as
    // designed, possibly thousands a second in a flood: not a warning each.
    else if (status >= 500 && !(error instanceof HttpError && error.headers?.["retry-after"])) {
      request.log.warn({ err: error.cause ?? error }, body.message);
    }
    return reply.status(status).send(body);
  });
}
