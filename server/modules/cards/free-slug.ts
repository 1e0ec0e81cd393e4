import { generateSlug } from "../../../core/slug";
import type { Db } from "../../db/client";
import { noFreeSlug } from "./errors";
import { slugExists } from "./repo";

/** A slug from the username that no card has, e.g. "jane-4821"; the random suffix makes collisions rare. */
export async function freeSlugFor(db: Db, username: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = generateSlug(username);
    if (!(await slugExists(db, slug))) return slug;
  }
  throw noFreeSlug();
}
