/** Numbers and lists in the built-in assistant's sentences. */

const PRICE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** 1500 → '1,500'. */
export function formatPrice(price: number): string {
  return PRICE.format(price);
}

/** ['a'] → 'a'; ['a', 'b'] → 'a and b'; ['a', 'b', 'c'] → 'a, b and c'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** 'web design' → 'Web design', for a name that starts a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
