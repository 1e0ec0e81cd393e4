/**
 * The spec's slug helper (spec 000 §5): lower-case, whitespace to hyphens, drop anything
 * but word characters and hyphens, collapse and trim hyphens, then "-{0..9999}".
 */
export function slugBase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function generateSlug(text: string, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 10000);
  const base = slugBase(text);
  return base ? `${base}-${suffix}` : `card-${suffix}`;
}
