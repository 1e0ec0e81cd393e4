/**
 * The API client. Every request sends cookies; a non-OK response becomes an ApiError whose
 * message is "<status>: <text>" as the specification says, with the server's
 * own message and field errors kept for forms and alerts. A GET whose answer was asked for
 * early, while the app's code was loading, takes that answer (early-requests.ts).
 */
import { GET_INIT, takeEarly } from "./early-requests";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's message, without the status prefix. */
    readonly serverMessage: string,
    readonly fields?: Record<string, string>,
    /** Seconds the server asked to wait before trying again (a 503's or 429's Retry-After). */
    readonly retryAfterSeconds?: number,
    /** A sign-in refused because the account signs in with the identity provider only. */
    readonly sso = false,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

/** Retry-After in seconds; its date form and anything unreadable count as absent. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  return value && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  const retryAfter = retryAfterOf(response);
  try {
    const body = JSON.parse(text) as { message?: unknown; fields?: Record<string, string>; sso?: unknown };
    if (typeof body.message === "string") {
      return new ApiError(response.status, body.message, body.fields, retryAfter, body.sso === true);
    }
  } catch {
    // Not JSON: keep the text as it is.
  }
  return new ApiError(response.status, text, undefined, retryAfter);
}

/** How long a busy server (503 with a Retry-After) may make a person wait in all, quietly. */
const BUSY_PATIENCE_SECONDS = 15;

/**
 * Retry options for a mutation the server may turn away while it is busy (sign-in and other
 * password checks: the server hashes a few at a time and answers the rest 503 with
 * Retry-After). The person keeps waiting on the pending button instead of reading an error,
 * for as long as the server asks, up to BUSY_PATIENCE_SECONDS in all; then the error shows.
 */
export const retryWhileBusy = {
  retry(failureCount: number, error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterSeconds === undefined) {
      return false;
    }
    // failureCount counts the retries made so far: this one's wait must fit in what is left.
    return (failureCount + 1) * error.retryAfterSeconds <= BUSY_PATIENCE_SECONDS;
  },
  retryDelay(_failureCount: number, error: unknown): number {
    const seconds = error instanceof ApiError ? (error.retryAfterSeconds ?? 1) : 1;
    return Math.min(seconds, BUSY_PATIENCE_SECONDS) * 1000;
  },
};

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await ((method === "GET" ? takeEarly(url) : undefined) ??
    fetch(url, {
      ...GET_INIT,
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server's message for an error, or a fallback for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
