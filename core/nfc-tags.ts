/**
 * NFC tags: a short address `/t/{id}` written once onto a tag, redirecting to whichever card the
 * tag points at now. The id is short so the address fits the smallest common tag (NTAG213), random
 * so tags cannot be guessed, and drawn from letters and digits nobody confuses when reading one out.
 */

/** Lower-case letters and digits without 0/o, 1/l/i: read aloud or typed, none is mistaken for another. */
export const TAG_ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const TAG_ID_LENGTH = 8;
/** A well-formed tag id; anything else names no tag, and is refused before any query. */
export const TAG_ID_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/;

export const TAG_LABEL_MAX = 60;
/** How many tags one person may manage; a badge printer's batch, not an unbounded list. */
export const TAG_LIMIT_PER_USER = 100;
export const TAG_LIMIT_MESSAGE = `You can manage at most ${TAG_LIMIT_PER_USER} NFC tags. Delete a tag you no longer use first.`;
export const TAG_NOT_FOUND = "NFC tag not found";

/** The path a tag carries. */
function tagPath(id: string): string {
  return `/t/${id}`;
}

/** The address written onto a tag, at the installation's public origin. */
export function tagUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, "")}${tagPath(id)}`;
}

export function isTagId(value: string): boolean {
  return TAG_ID_PATTERN.test(value);
}

/**
 * A new tag id from the platform's cryptographic random source. Bytes at or above the largest
 * multiple of the alphabet's size are drawn again, so every letter is equally likely.
 */
export function newTagId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const size = TAG_ID_ALPHABET.length;
  const unbiased = 256 - (256 % size);
  let id = "";
  while (id.length < TAG_ID_LENGTH) {
    for (const byte of random(new Uint8Array(TAG_ID_LENGTH * 2))) {
      if (byte < unbiased && id.length < TAG_ID_LENGTH) id += TAG_ID_ALPHABET[byte % size];
    }
  }
  return id;
}

/* ---- NDEF size: does the address fit the tag? ---- */

/** User memory of an NTAG213 available to the NDEF message (144 bytes less its TLV framing). */
export const NTAG213_NDEF_BYTES = 137;

/**
 * The URI record's abbreviations (NFC Forum URI RTD), longest first so the best one is used:
 * the prefix is stored as one byte instead of its text.
 */
const URI_PREFIXES: ReadonlyArray<readonly [string, number]> = [
  ["https://www.", 0x02],
  ["http://www.", 0x01],
  ["https://", 0x04],
  ["http://", 0x03],
];

/**
 * Bytes of an NDEF message holding one URI record of `url`: a header byte, the type length, the
 * payload length (one byte in a short record, four beyond 255), the type "U", and the payload:
 * the prefix code and the rest of the address in UTF-8.
 */
export function ndefUriMessageBytes(url: string): number {
  const prefix = URI_PREFIXES.find(([text]) => url.startsWith(text));
  const rest = prefix ? url.slice(prefix[0].length) : url;
  const payload = 1 + new TextEncoder().encode(rest).length;
  const payloadLength = payload > 255 ? 4 : 1;
  return 1 + 1 + payloadLength + 1 + payload;
}

/** Whether the address fits an NTAG213, the smallest tag commonly sold. */
export function fitsNtag213(url: string): boolean {
  return ndefUriMessageBytes(url) <= NTAG213_NDEF_BYTES;
}
