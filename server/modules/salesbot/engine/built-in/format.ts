/** Numbers and lists in the built-in assistant's sentences. */

const priceFormats = new Map<string, Intl.NumberFormat>();

/** 1500 in USD → '$1,500'; 19.5 in EUR → '€19.50': the owner's currency, cents only when there are some. */
export function formatPrice(price: number, currency: string): string {
  const whole = Number.isInteger(price);
  const key = `${currency}:${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(price);
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
