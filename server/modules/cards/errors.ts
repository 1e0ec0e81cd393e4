/** The errors of business cards, each text written once. */
import { conflict, gone, notFound } from "../../lib/http-error";

const CARD_NOT_FOUND = "Card not found";
const SLUG_TAKEN = "That card URL is already taken. Please choose another.";
const NO_FREE_SLUG = "Could not find a free card URL. Please choose one yourself.";

export const cardNotFound = () => notFound(CARD_NOT_FOUND);
/** A card its organisation deactivated: its public answers say so (decision 032). */
export const cardInactive = () => gone("This card is no longer active.");

/** The field a card's slug is edited in: `slug` in the card editor, `cardSlug` in the user form. */
export type SlugField = "slug" | "cardSlug";

/** The slug another card has, shown on `field`. */
export const slugTaken = (field: SlugField = "slug") => conflict(SLUG_TAKEN, { [field]: SLUG_TAKEN });

/** Every slug generated from the username was taken. */
export const noFreeSlug = () => conflict(NO_FREE_SLUG);
