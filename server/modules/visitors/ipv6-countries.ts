/**
 * The country of an IPv6 address, from the offline table of @ip-location-db/geo-whois-asn-country
 * (CC0; data from the Number Resource Organization under CC BY 4.0): about 216,000 rows of
 * `start,end,CC`. Countries are assigned to networks of /64 or wider, so the table keeps the top
 * 64 bits of each start and end, as two 32-bit halves in typed arrays (about 4 MB instead of the
 * CSV's 12.6 MB of strings), and a lookup is a binary search. The table is read on the first IPv6
 * lookup, so a server whose visitors all come over IPv4 never pays for it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const CSV = require.resolve("@ip-location-db/geo-whois-asn-country/geo-whois-asn-country-ipv6.csv");

interface Table {
  startHigh: Uint32Array;
  startLow: Uint32Array;
  endHigh: Uint32Array;
  endLow: Uint32Array;
  /** The two letters of each row's country code, as (first << 8) | second. */
  country: Uint16Array;
  rows: number;
}

/** Where the parser leaves the top 64 bits: [high, low]. */
const parsed = new Uint32Array(2);
const groups = new Uint32Array(9);

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  const lower = code | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1; // a-f
}

/**
 * Reads the IPv6 address `text[from, to)` into `parsed` without making strings (the table's
 * 432,000 addresses are read this way). False when it is not an IPv6 address. A dotted IPv4
 * tail is checked only for its characters: it is always the last two groups, never the top 64 bits.
 */
function parseTop64(text: string, from: number, to: number): boolean {
  let count = 0;
  let gap = -1;
  let i = from;
  if (to - from >= 2 && text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) === 58) {
    gap = 0;
    i += 2;
  }
  while (i < to) {
    let value = 0;
    let digits = 0;
    let j = i;
    for (
      let digit = hexValue(text.charCodeAt(j));
      j < to && digit >= 0;
      digit = hexValue(text.charCodeAt(++j))
    ) {
      value = value * 16 + digit;
      digits++;
    }
    if (j < to && text.charCodeAt(j) === 46) {
      // A dotted tail ends the address: digits and dots only, two groups.
      for (let k = i; k < to; k++) {
        const code = text.charCodeAt(k);
        if (code !== 46 && (code < 48 || code > 57)) return false;
      }
      if (count > 6) return false;
      groups[count++] = 0;
      groups[count++] = 0;
      break;
    }
    if (digits === 0 || digits > 4 || count >= 8) return false;
    groups[count++] = value;
    if (j === to) break;
    if (text.charCodeAt(j) !== 58) return false;
    j++;
    if (j < to && text.charCodeAt(j) === 58) {
      if (gap >= 0) return false;
      gap = count;
      j++;
    } else if (j === to) return false;
    i = j;
  }
  if (gap < 0 ? count !== 8 : count > 7) return false;
  const zeros = 8 - count;
  const group = (position: number) =>
    gap < 0 || position < gap ? groups[position]! : position < gap + zeros ? 0 : groups[position - zeros]!;
  parsed[0] = ((group(0) << 16) | group(1)) >>> 0;
  parsed[1] = ((group(2) << 16) | group(3)) >>> 0;
  return true;
}

/** The top 64 bits of an IPv6 address as [high, low] 32-bit halves, or undefined if it is not one. */
export function top64(address: string): [number, number] | undefined {
  return parseTop64(address, 0, address.length) ? [parsed[0]!, parsed[1]!] : undefined;
}

const before = (aHigh: number, aLow: number, bHigh: number, bLow: number) =>
  aHigh < bHigh || (aHigh === bHigh && aLow < bLow);

function loadTable(): Table {
  const text = readFileSync(CSV, "latin1");
  let size = 0;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) size++;
  size++;
  const table: Table = {
    startHigh: new Uint32Array(size),
    startLow: new Uint32Array(size),
    endHigh: new Uint32Array(size),
    endLow: new Uint32Array(size),
    country: new Uint16Array(size),
    rows: 0,
  };
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const next = lineEnd + 1;
    if (text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    const firstComma = text.indexOf(",", lineStart);
    const secondComma = firstComma < 0 ? -1 : text.indexOf(",", firstComma + 1);
    const i = table.rows;
    if (secondComma > 0 && secondComma < lineEnd && lineEnd - secondComma === 3) {
      if (!parseTop64(text, firstComma + 1, secondComma))
        throw new Error(`${CSV}: bad address in row ${i + 1}`);
      table.endHigh[i] = parsed[0]!;
      table.endLow[i] = parsed[1]!;
      if (!parseTop64(text, lineStart, firstComma)) throw new Error(`${CSV}: bad address in row ${i + 1}`);
      // Rows come sorted by start; one that is not would break the search, so the table refuses it.
      if (i > 0 && before(parsed[0]!, parsed[1]!, table.startHigh[i - 1]!, table.startLow[i - 1]!)) {
        throw new Error(`${CSV} is not sorted at row ${i + 1}`);
      }
      table.startHigh[i] = parsed[0]!;
      table.startLow[i] = parsed[1]!;
      table.country[i] = (text.charCodeAt(secondComma + 1) << 8) | text.charCodeAt(secondComma + 2);
      table.rows++;
    }
    lineStart = next;
  }
  return table;
}

let table: Table | undefined;

/** Reads the table now (it is otherwise read on the first lookup); answers its row count. */
export function loadIpv6Countries(): number {
  table ??= loadTable();
  return table.rows;
}

/** The two-letter country code of an IPv6 address, or undefined when the table has none. */
export function ipv6Country(address: string): string | undefined {
  const key = top64(address);
  if (!key) return undefined;
  table ??= loadTable();
  const [high, low] = key;
  // The last row starting at or before the address.
  let lo = 0;
  let hi = table.rows - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (before(high, low, table.startHigh[mid]!, table.startLow[mid]!)) hi = mid - 1;
    else {
      found = mid;
      lo = mid + 1;
    }
  }
  if (found < 0 || before(table.endHigh[found]!, table.endLow[found]!, high, low)) return undefined;
  const code = table.country[found]!;
  return String.fromCharCode(code >> 8, code & 255);
}
