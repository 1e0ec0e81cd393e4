/**
 * The API client. Every request sends cookies; a non-OK response becomes an ApiError whose
 * message is "<status>: <text>" as the specification says (spec 000 §8), with the server's
 * own message and field errors kept for forms and alerts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's message, without the status prefix. */
    readonly serverMessage: string,
    readonly fields?: Record<string, string>,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  try {
    const body = JSON.parse(text) as { message?: unknown; fields?: Record<string, string> };
    if (typeof body.message === "string") return new ApiError(response.status, body.message, body.fields);
  } catch {
    // Not JSON: keep the text as it is.
  }
  return new ApiError(response.status, text);
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server's message for an error, or a fallback for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
