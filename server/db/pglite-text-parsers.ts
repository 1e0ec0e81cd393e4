/**
 * Which types a PGlite client's own table of parsers must read as text for drizzle: the nine
 * drizzle keeps as text (drizzle-orm/pglite/session.js: dates, times and intervals, and their
 * arrays). The lean client (pglite-lean-client.ts) sets them so; the prepared statements
 * (prepared-statement.ts) read rows through that table only when it does.
 */
import { type PGlite, types } from "@electric-sql/pglite";

/** What drizzle reads as text: timestamp, timestamptz, interval, date, and numeric[], timestamp[], timestamptz[], interval[], date[]. */
const READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText = (value: string) => value;

/** Makes `client`'s own table read every type drizzle asks for as text. */
export function readAsDrizzleDoes(client: PGlite): void {
  for (const oid of READ_AS_TEXT) client.parsers[oid] = asText;
}

/** Whether `client`'s own table reads every type drizzle asks for as text (as a lean client's does). */
export function readsAsDrizzleDoes(client: PGlite): boolean {
  return READ_AS_TEXT.every((oid) => readsAsText(client, oid));
}

/** Whether `client`'s own table reads the type `oid` as text, as set by readAsDrizzleDoes. */
export function readsAsText(client: PGlite, oid: number | string): boolean {
  return client.parsers[Number(oid)] === asText;
}
