/** The chat's refusals, each text written once. */
import { conflict, forbidden, HttpError, notFound, tooManyRequests } from "../../../lib/http-error";

export const chatNotAvailable = () => notFound("The sales assistant is not available on this card.");
export const chatBotRefused = () => forbidden("Automated clients cannot chat with the sales assistant.");
export const chatSessionTooFast = () =>
  tooManyRequests("You are sending messages too quickly. Please wait a moment and try again.");
export const chatTooManyConversations = () =>
  tooManyRequests("Too many new conversations from your address. Please try again later.");
export const chatConversationFull = () =>
  conflict(
    "This conversation has reached its length limit. Please use the contact details on the card to get in touch directly.",
  );
/** The engine failed: the widget shows its apology (CHAT_FAILURE_REPLY). */
export const chatEngineFailed = () =>
  new HttpError(502, "The assistant could not reply just now. Please try again.");
