/** The errors of business cards (spec 000 §5-6), each text written once. */
import { conflict, notFound } from "../../lib/http-error";

export const CARD_NOT_FOUND = "Card not found";
export const SLUG_TAKEN = "That card URL is already taken. Please choose another.";
export const NO_FREE_SLUG = "Could not find a free card URL. Please choose one yourself.";

export const cardNotFound = () => notFound(CARD_NOT_FOUND);

/**
 * The slug another card has. The card editor's field is `slug`; the user form's (spec 001 §5)
 * is `cardSlug`.
 */
export const slugTaken = (field: "slug" | "cardSlug" = "slug") =>
  conflict(SLUG_TAKEN, { [field]: SLUG_TAKEN });

/** Every slug generated from the username was taken. */
export const noFreeSlug = () => conflict(NO_FREE_SLUG);
