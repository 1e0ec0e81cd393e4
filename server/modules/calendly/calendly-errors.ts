/** The Calendly API's refusals, each text written once, worded for the screen or the visitor. */
import { badRequest, conflict, forbidden, HttpError, tooManyRequests } from "../../lib/http-error";

export const calendlyNotConfigured = () =>
  new HttpError(503, "Calendly is not set up on this server. Its administrator must set CALENDLY_TOKEN_KEY.");
export const calendlyTokenRefused = () =>
  badRequest("Calendly did not accept this token. Check it and try again.", {
    token: "Calendly did not accept this token",
  });
export const calendlyUnavailable = () =>
  new HttpError(502, "Calendly could not be reached. Please try again later.");
export const calendlyNotConnected = () => conflict("Calendly is not connected for this card.");
export const unknownEventType = () =>
  badRequest("Choose one of your Calendly event types.", {
    eventTypeUri: "Choose one of your Calendly event types",
  });
/** What a visitor reads when no link can be made (the widget shows it as it is). */
export const schedulingUnavailable = () =>
  conflict("Online scheduling is not available for this card. Please use the contact details on the card.");
export const schedulingFailed = () =>
  new HttpError(502, "We couldn't create a scheduling link right now. Please try again later.");
/** A link is made only within a live conversation: one in which the visitor wrote, not idle too long. */
export const schedulingNeedsConversation = () =>
  forbidden(
    "A scheduling link is offered during a conversation with the assistant. Please send the assistant a message first.",
  );
export const schedulingLinkJustMade = () =>
  tooManyRequests(
    "A scheduling link was just created for this conversation. Please use that link, or try again in a few minutes.",
  );
export const schedulingCapReached = () =>
  tooManyRequests(
    "Too many scheduling links have been requested for this card. Please try again later or use the contact details on the card.",
  );
