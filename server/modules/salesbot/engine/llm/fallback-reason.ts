/**
 * Why the model's reply could not be used, in words an operator can act on: the log's warning
 * names it each time the built-in engine answers instead (a time limit, the API's HTTP status,
 * a refused or failed connection, a spent token cap, an empty reply).
 */
import OpenAI from "openai";

/** The reason a deadline aborts the model's request with. */
export class ModelDeadline extends Error {}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return undefined;
}

export function fallbackReason(error: unknown, deadline: AbortSignal): string {
  if (deadline.aborted && deadline.reason instanceof ModelDeadline) return deadline.reason.message;
  if (error instanceof OpenAI.APIError && error.status !== undefined) return `HTTP ${error.status}`;
  const code = causeCode(error);
  if (code === "ECONNREFUSED") return "connection refused";
  if (error instanceof OpenAI.APIConnectionError) return `connection failed${code ? ` (${code})` : ""}`;
  if (error instanceof Error) return error.message;
  return "unknown error";
}
