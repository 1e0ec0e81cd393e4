/** The errors of the sales assistant's API, each text written once. */
import { notFound } from "../../lib/http-error";

/** The configuration screen's own wording for a missing card. */
const CARD_NOT_FOUND = "Card Not Found: The business card you're looking for doesn't exist.";

export const salesbotCardNotFound = () => notFound(CARD_NOT_FOUND);
