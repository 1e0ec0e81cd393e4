/** Card URLs are unique: the one check of a chosen slug, and the one pick of a generated one. */
import { generateSlug, readableSlugCandidates } from "../../../core/slug";
import type { Db } from "../../db/client";
import { noFreeSlug, type SlugField, slugTaken } from "./errors";
import { slugExists, takenSlugs } from "./repo";

/**
 * Refuses (409 on `field`) a slug another card has; no slug (none chosen) passes. The unique
 * index catches a race, read by takenConflict (taken-conflict.ts).
 */
export async function assertSlugFree(
  db: Db,
  slug: string | undefined,
  field: SlugField = "slug",
): Promise<void> {
  if (slug !== undefined && (await slugExists(db, slug))) throw slugTaken(field);
}

/**
 * A readable slug no card has (decision 011): the first of `names` that reads as one,
 * "jordan-price", else "jordan-price-2" and on, in one query; past those, or when no name gives a
 * readable slug, core's generateSlug with a random suffix from the last name given (the username).
 */
export async function freeSlugFor(db: Db, names: ReadonlyArray<string | null | undefined>): Promise<string> {
  const candidates = readableSlugCandidates(names);
  if (candidates.length > 0) {
    const taken = await takenSlugs(db, candidates);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
  const fallback = candidates[0] ?? names.at(-1) ?? "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = generateSlug(fallback);
    if (!(await slugExists(db, slug))) return slug;
  }
  throw noFreeSlug();
}
