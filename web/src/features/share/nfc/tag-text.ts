/** How a tag's address, taps and last tap are written in its list. */
import type { NfcTag } from "@core/schemas/nfc-tags";

/** The address without its scheme: what fits a row and is read out. */
export function shortTagAddress(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

export function tapsText(tag: Pick<NfcTag, "taps" | "lastTapAt">): string {
  if (tag.taps === 0 || tag.lastTapAt === null) return "No taps yet";
  const when = new Date(tag.lastTapAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  return `${tag.taps.toLocaleString("en-US")} ${tag.taps === 1 ? "tap" : "taps"}, last ${when}`;
}
