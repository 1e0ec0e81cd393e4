/**
 * History pages are keyset-paged, newest first, on (timestamp, id): the cursor is the last row
 * of a page, and the next page is everything strictly older. Events written meanwhile are newer
 * than any cursor, so pages neither skip nor repeat rows while visitors keep coming. The
 * timestamp travels as text with microseconds, as the database keeps it.
 */
import { badRequest } from "../../lib/http-error";

export interface Cursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  timestamp: string;
  /** The event's bigint id, as decimal text. */
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Up to bigint's 9,223,372,036,854,775,807 (19 digits; longer or larger is no id of ours). */
const ID = /^[1-9]\d{0,18}$/;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

const INVALID_CURSOR = "cursor must be the nextCursor of an earlier page";

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.timestamp}|${cursor.id}`, "utf8").toString("base64url");
}

/** Throws 400 for anything encodeCursor did not make. */
export function decodeCursor(text: string): Cursor {
  const [timestamp, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split("|");
  const valid =
    rest.length === 0 &&
    timestamp !== undefined &&
    id !== undefined &&
    TIMESTAMP.test(timestamp) &&
    !Number.isNaN(Date.parse(timestamp)) &&
    ID.test(id) &&
    BigInt(id) <= MAX_BIGINT;
  if (!valid) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return { timestamp, id };
}
