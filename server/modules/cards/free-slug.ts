/** Card URLs are unique: the one check of a chosen slug, and the one pick of a generated one. */
import { generateSlug } from "../../../core/slug";
import type { Db } from "../../db/client";
import { noFreeSlug, type SlugField, slugTaken } from "./errors";
import { slugExists } from "./repo";

/**
 * Refuses (409 on `field`) a slug another card has; no slug (none chosen) passes. The unique
 * index catches a race, read by takenConflict (users/errors.ts).
 */
export async function assertSlugFree(
  db: Db,
  slug: string | undefined,
  field: SlugField = "slug",
): Promise<void> {
  if (slug !== undefined && (await slugExists(db, slug))) throw slugTaken(field);
}

/** A slug from the username that no card has, e.g. "jane-4821"; the random suffix makes collisions rare. */
export async function freeSlugFor(db: Db, username: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = generateSlug(username);
    if (!(await slugExists(db, slug))) return slug;
  }
  throw noFreeSlug();
}
