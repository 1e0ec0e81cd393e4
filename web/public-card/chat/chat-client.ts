/**
 * The widget's calls: the public configuration, the welcome, a message (streamed as
 * Server-Sent Events, core/salesbot/chat-api.ts), a scheduling link and a CTA click. Answers are
 * read as the contract's types without the schema library (the widget stays small); the server
 * validated them on the way out.
 */
import type { ChatResponse, WelcomeResponse } from "../../../core/salesbot/chat-api";
import { CHAT_EVENT, CHAT_SESSION_HEADER } from "../../../core/salesbot/chat-limits";
import type { SalesbotPublicConfig } from "../../../core/salesbot/config";
import { post } from "../track";
import { readEventStream } from "./event-stream";

/** A refusal the visitor should read as the server wrote it (429, 409 and other 4xx answers). */
export class ChatRefusal extends Error {}

const SCHEDULING_FAILED = "We couldn't create a scheduling link right now. Please try again later.";

const JSON_HEADERS = { "content-type": "application/json" };

/** The message of an error answer ({message}), or "" when it has none. */
async function serverMessage(response: Response): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? "";
  } catch {
    return "";
  }
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const message = await serverMessage(response);
  // A client error carries a message meant for the visitor; a server error gets the apology.
  if (response.status >= 400 && response.status < 500 && message) throw new ChatRefusal(message);
  throw new Error(`${response.status}: ${message || response.statusText}`);
}

export async function fetchPublicConfig(cardId: number): Promise<SalesbotPublicConfig> {
  return readJson(await fetch(`/api/salesbot/${cardId}/config?public=true`));
}

/** The session id goes in a header, never the URL: it reads the transcript back, and URLs are logged. */
export async function fetchWelcome(cardId: number, sessionId: string | null): Promise<WelcomeResponse> {
  const headers: Record<string, string> = sessionId ? { [CHAT_SESSION_HEADER]: sessionId } : {};
  return readJson(await fetch(`/api/salesbot/${cardId}/welcome`, { headers }));
}

/**
 * Sends the visitor's message; `onText` hears the reply as it is written. Resolves with the
 * final answer, which replaces whatever was streamed.
 */
export async function sendMessage(
  cardId: number,
  body: { message: string; sessionId?: string },
  onText: (textSoFar: string) => void,
): Promise<ChatResponse> {
  const response = await fetch(`/api/salesbot/${cardId}/chat`, {
    method: "POST",
    headers: { ...JSON_HEADERS, accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  // Refusals found before the reply starts (limits, bad input) come as plain JSON.
  if (!response.ok || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
    return readJson(response);
  }
  let text = "";
  let answer: ChatResponse | undefined;
  for await (const event of readEventStream(response)) {
    if (event.name === CHAT_EVENT.delta) {
      text += (JSON.parse(event.data) as { text: string }).text;
      onText(text);
    } else if (event.name === CHAT_EVENT.done) {
      answer = JSON.parse(event.data) as ChatResponse;
    } else if (event.name === CHAT_EVENT.error) {
      throw new Error((JSON.parse(event.data) as { message: string }).message);
    }
  }
  if (!answer) throw new Error("The reply ended early");
  return answer;
}

export async function requestSchedulingLink(
  cardId: number,
  body: {
    eventTypeUri?: string;
    name: string;
    email: string;
    phone?: string;
    notes?: string;
    sessionId?: string;
  },
): Promise<string> {
  const response = await fetch(`/api/calendly/${cardId}/schedule-link`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  }).catch(() => {
    throw new ChatRefusal(SCHEDULING_FAILED);
  });
  // The server words every failure here for the visitor (the scheduling service's included).
  if (!response.ok) throw new ChatRefusal((await serverMessage(response)) || SCHEDULING_FAILED);
  return ((await response.json()) as { schedulingUrl: string }).schedulingUrl;
}

/** A failure to record a CTA click is ignored: the visitor's click goes on regardless. */
export function recordCtaClick(cardId: number, buttonName: string, buttonUrl: string): void {
  void post("/api/analytics/cta-click", { cardId, buttonName, buttonUrl });
}
