/**
 * The order an owner gives a card's parts (drag and drop in the full editor): the card's
 * sections and its social links. Stored orders are read leniently, so a card saved before an
 * order existed, or an order naming a part that is gone, still shows every part exactly once.
 */

/** The card's sections, in the order a card shows them until its owner chooses another. */
export const CARD_SECTIONS = ["contact", "about", "social", "buttons", "gallery", "video"] as const;
export type CardSection = (typeof CARD_SECTIONS)[number];

/** The names the editor gives the sections. */
export const CARD_SECTION_NAMES: Record<CardSection, string> = {
  contact: "Contact details",
  about: "About",
  social: "Social links",
  buttons: "Custom buttons",
  gallery: "Gallery",
  video: "Video",
};

/**
 * `keys` in the order `order` names them, then the keys it does not name in their own order;
 * names in `order` that are not keys, or repeated, are skipped.
 */
export function orderedKeys(keys: readonly string[], order: unknown): string[] {
  const present = new Set(keys);
  const listed = Array.isArray(order) ? order : [];
  const result: string[] = [];
  const seen = new Set<string>();
  for (const key of [...listed, ...keys]) {
    if (typeof key !== "string" || !present.has(key) || seen.has(key)) continue;
    seen.add(key);
    result.push(key);
  }
  return result;
}

/** Every section once: the stored order's known sections first, then the others in the default order. */
export function cardSectionOrder(stored: unknown): CardSection[] {
  return orderedKeys(CARD_SECTIONS, stored) as CardSection[];
}

/** The platform keys of `links` in the stored order; links the order does not name come last. */
export function socialLinkOrder(links: Record<string, string>, stored: unknown): string[] {
  return orderedKeys(Object.keys(links), stored);
}

/** `links` as [platform, address] pairs in the stored order. */
export function orderedSocialLinks(links: Record<string, string>, stored: unknown): Array<[string, string]> {
  return socialLinkOrder(links, stored).map((key) => [key, links[key] ?? ""]);
}

/** A copy of `items` with the item at `from` moved to `to`; positions outside the list change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}
