/**
 * Keyset-paged lists, newest first on (timestamp, id): the analytics histories and the salesbot
 * conversations. The cursor is the last row of a page, and the next page is everything strictly
 * older. Rows written meanwhile are newer than any cursor, so pages neither skip nor repeat rows
 * while visitors keep coming. The timestamp travels as text with microseconds, as the database
 * keeps it.
 *
 * A cursor comes back from the client, so it is checked completely before it reaches SQL: a
 * real instant (its date and time read back unchanged, so no 30 February, no 24:00, no leap
 * second) in the years the app can have written, and an id the list's id column can hold.
 * Anything else is 400 'Invalid cursor', never a failed query.
 */
import { INVALID_CURSOR } from "../../core/schemas/cursor";
import { badRequest } from "./http-error";

export interface Cursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  timestamp: string;
  /** The row's id, as decimal text. */
  id: string;
}

/** The type of the paged table's id column (server/db/schema): it bounds the ids a cursor may carry. */
export type CursorIdColumn = "integer" | "bigint";

const MAX_ID: Record<CursorIdColumn, bigint> = {
  integer: 2_147_483_647n,
  bigint: 9_223_372_036_854_775_807n,
};

const TIMESTAMP = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{6})Z$/;
/** Positive decimal, no leading zero; at most bigint's 19 digits before the range check. */
const ID = /^[1-9]\d{0,18}$/;

/**
 * Rows get their times from the database's clock (now()), so none is older than the Unix epoch;
 * four digits is the cursor's format and within what PostgreSQL accepts (it has no year 0).
 */
const FIRST_YEAR = 1970;
const LAST_YEAR = 9999;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.timestamp}|${cursor.id}`, "utf8").toString("base64url");
}

/** Whether `timestamp` names an instant that exists and that one of our rows can carry. */
function isRealInstant(timestamp: string): boolean {
  const parts = TIMESTAMP.exec(timestamp);
  if (!parts) return false;
  const year = Number(parts[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  // Date rolls 30 February over to 1 March and 24:00 to the next day; a real time reads back as it was.
  const milliseconds = `${timestamp.slice(0, 23)}Z`;
  const time = new Date(milliseconds);
  return !Number.isNaN(time.getTime()) && time.toISOString() === milliseconds;
}

const isIdOf = (id: string, column: CursorIdColumn) => ID.test(id) && BigInt(id) <= MAX_ID[column];

/** The cursor `text` names, for a list whose ids are `idColumn`s; throws 400 for anything encodeCursor did not make. */
export function decodeCursor(text: string, idColumn: CursorIdColumn): Cursor {
  const [timestamp, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split("|");
  const valid =
    rest.length === 0 &&
    timestamp !== undefined &&
    id !== undefined &&
    isRealInstant(timestamp) &&
    isIdOf(id, idColumn);
  if (!valid) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return { timestamp, id };
}
