/**
 * The few Calendly API v2 calls the assistant needs (the base URL is configurable, so tests
 * run against a local fake): who the token belongs to (GET /users/me), their event types
 * (GET /event_types?user=…), and a single-use scheduling link (POST /scheduling_links,
 * max_event_count 1). Every call has a time limit; failures become CalendlyError, never a 500.
 */
import type { CalendlyEventType } from "../../../core/schemas/calendly";

const TIMEOUT_MS = 8_000;
/** Event types read per listing: more than a person offers, few enough to show in a select. */
const EVENT_TYPES_MAX = 50;

export class CalendlyError extends Error {
  constructor(
    readonly kind: "unauthorized" | "unavailable",
    message: string,
  ) {
    super(message);
  }
}

export interface CalendlyUser {
  uri: string;
  name: string;
}

async function call(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch {
    throw new CalendlyError("unavailable", "Calendly did not answer");
  }
  if (response.status === 401 || response.status === 403) {
    throw new CalendlyError("unauthorized", "Calendly refused the token");
  }
  if (!response.ok) throw new CalendlyError("unavailable", `Calendly answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new CalendlyError("unavailable", "Calendly's answer was not JSON");
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function currentUser(baseUrl: string, token: string): Promise<CalendlyUser> {
  const body = (await call(baseUrl, token, "/users/me")) as { resource?: { uri?: unknown; name?: unknown } };
  const uri = text(body.resource?.uri);
  if (!uri) throw new CalendlyError("unavailable", "Calendly's answer named no user");
  return { uri, name: text(body.resource?.name) || "Calendly account" };
}

export async function eventTypes(
  baseUrl: string,
  token: string,
  userUri: string,
): Promise<CalendlyEventType[]> {
  const query = new URLSearchParams({ user: userUri, active: "true", count: String(EVENT_TYPES_MAX) });
  const body = (await call(baseUrl, token, `/event_types?${query}`)) as { collection?: unknown };
  const items = Array.isArray(body.collection) ? body.collection.slice(0, EVENT_TYPES_MAX) : [];
  return items.flatMap((item: { uri?: unknown; name?: unknown; duration?: unknown }) => {
    const uri = text(item?.uri);
    if (!/^https:\/\//.test(uri)) return [];
    return [
      {
        uri,
        name: text(item.name) || uri,
        duration: typeof item.duration === "number" ? item.duration : null,
      },
    ];
  });
}

export async function createSchedulingLink(
  baseUrl: string,
  token: string,
  eventTypeUri: string,
): Promise<string> {
  const body = (await call(baseUrl, token, "/scheduling_links", {
    method: "POST",
    body: JSON.stringify({ max_event_count: 1, owner: eventTypeUri, owner_type: "EventType" }),
  })) as { resource?: { booking_url?: unknown } };
  const url = text(body.resource?.booking_url);
  if (!url) throw new CalendlyError("unavailable", "Calendly's answer had no booking link");
  return url;
}
