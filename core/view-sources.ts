/**
 * Where a card's view came from. Every way a card leaves the product (its QR code, an NFC tag,
 * an email signature, a wallet pass, a video-call background, a website button) marks the
 * address it hands over with `?src={source}`; the card page's script reads the mark, sends it
 * with the view, and takes it off the address bar so a visitor who passes the address on is
 * counted as a direct visit. An address without a mark (or with one we don't know) is 'direct'.
 */

export const VIEW_SOURCES = ["direct", "qr", "nfc", "email", "wallet", "background", "embed"] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** The query parameter that carries the mark. */
export const SOURCE_PARAM = "src";

/** What the analytics screen and its export call each source. */
export const VIEW_SOURCE_LABELS: Record<ViewSource, string> = {
  direct: "Direct link",
  qr: "QR code",
  nfc: "NFC tag",
  email: "Email signature",
  wallet: "Wallet pass",
  background: "Video background",
  embed: "Website button",
};

export function isViewSource(value: unknown): value is ViewSource {
  return typeof value === "string" && (VIEW_SOURCES as readonly string[]).includes(value);
}

/** The source a query string (`location.search`, with or without its '?') names; 'direct' when none. */
export function sourceOfSearch(search: string): ViewSource {
  const value = new URLSearchParams(search).get(SOURCE_PARAM);
  return isViewSource(value) ? value : "direct";
}

/** `address` marked with `source`; a direct link is the address as it is. */
export function withSource(address: string, source: ViewSource): string {
  if (source === "direct") return address;
  const separator = address.includes("?") ? "&" : "?";
  return `${address}${separator}${SOURCE_PARAM}=${source}`;
}

/** A stored source's label; views recorded before sources were kept count as direct. */
export function viewSourceLabel(value: string | null | undefined): string {
  return isViewSource(value) ? VIEW_SOURCE_LABELS[value] : VIEW_SOURCE_LABELS.direct;
}
