/**
 * The specification's slug helper: lower-case, whitespace to hyphens, drop anything
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

/** The longest readable base, so "-{n}" still fits within the slug limit (60). */
const READABLE_BASE_MAX = 50;

/**
 * A person's name as a readable slug: accents dropped ("José Núñez" → "jose-nunez"), then the
 * slug helper's rules; "" when nothing of it is left (a name in another script).
 */
export function readableSlugBase(name: string): string {
  const latin = name.normalize("NFKD").replace(/\p{M}+/gu, "");
  const base = slugBase(latin).replace(/_/g, "-").replace(/-+/g, "-").replace(/^-|-$/g, "");
  return base.slice(0, READABLE_BASE_MAX).replace(/-+$/, "");
}

/**
 * Slugs to try for a new card, best first (decision 011): the first of `names` that
 * gives at least three readable characters ("jordan-price"), then "jordan-price-2" and on.
 * Callers take the first one no card has, and fall back to the spec's random suffix after these.
 */
export function readableSlugCandidates(
  names: ReadonlyArray<string | null | undefined>,
  count = 50,
): string[] {
  const base = names.map((name) => readableSlugBase(name ?? "")).find((candidate) => candidate.length >= 3);
  if (!base) return [];
  return [base, ...Array.from({ length: count - 1 }, (_, i) => `${base}-${i + 2}`)];
}
