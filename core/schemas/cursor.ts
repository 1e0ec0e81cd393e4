/**
 * The `cursor` query parameter of keyset-paged lists (analytics histories, salesbot
 * conversations): opaque text the server made for an earlier page. The server decodes and
 * checks it (server/lib/cursor.ts); anything else is answered 400 with this text.
 */
import { z } from "zod";

export const INVALID_CURSOR = "Invalid cursor";

/** Longer than any cursor the server makes (64 characters), short enough to bound the work. */
const CURSOR_MAX = 100;

export const cursorParamSchema = z.string(INVALID_CURSOR).max(CURSOR_MAX, INVALID_CURSOR);
