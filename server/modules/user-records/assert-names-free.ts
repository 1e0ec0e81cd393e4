import type { Db } from "../../db/client";
import { emailInUse, usernameTaken } from "./errors";
import { findUserByEmail, findUserByUsername } from "./repo";

/**
 * Refuses (409 on the field) a username or email another account has, ignoring case; the
 * account `exceptUserId` may keep its own. Registration, user creation, the profile and user
 * editing check here before they write; the unique indexes catch a race, read by takenConflict.
 */
export async function assertNamesFree(
  db: Db,
  names: { username?: string; email?: string; exceptUserId?: number },
): Promise<void> {
  if (names.username !== undefined) {
    const holder = await findUserByUsername(db, names.username);
    if (holder && holder.id !== names.exceptUserId) throw usernameTaken();
  }
  if (names.email !== undefined) {
    const holder = await findUserByEmail(db, names.email);
    if (holder && holder.id !== names.exceptUserId) throw emailInUse();
  }
}
