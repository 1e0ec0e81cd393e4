/**
 * Row ids as requests may name them. The id columns are PostgreSQL `integer`s, so an id
 * above 2^31 - 1 cannot name a row: it is refused as bad input here, before a query would
 * fail on it with "value out of range for type integer".
 */
import { z } from "zod";

/** The largest value an `integer` (int4) column holds. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export function idSchema(message: string) {
  return z.number(message).int(message).positive(message).max(MAX_ID, message);
}

/** An id in a path or query string: digits read as a number, then the same bounds. */
export function idParamSchema(message: string) {
  return z.coerce.number(message).int(message).positive(message).max(MAX_ID, message);
}

export const CARD_ID_MESSAGE = "Card id must be a positive whole number";

/** A route's `:cardId` path parameter. */
export const cardIdParams = z.object({ cardId: idParamSchema(CARD_ID_MESSAGE) });
