/**
 * Profile edits (PUT /api/users/{id}), as the Account settings screen makes them: a user edits
 * their own profile; who may edit someone else's is the policy's `account.editProfile`.
 */
import { MIN_LEVEL } from "../../../core/access";
import type { ProfileInput } from "../../../core/schemas/auth";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { deleteUserResetTokens } from "../auth/reset-repo";
import { takenConflict } from "../cards/taken-conflict";
import { assertNamesFree } from "../user-records/assert-names-free";
import { userNotFound } from "../user-records/errors";
import { findUserById, updateUser } from "../user-records/repo";
import { emailChanged } from "./email-changed";

export function createProfileService(ctx: AppContext) {
  async function updateProfile(actor: UserRow, targetId: number, input: ProfileInput): Promise<UserRow> {
    const target = await findUserById(ctx.db, targetId);
    // A missing user is judged as the lowest level: who may not edit others is refused before
    // learning whether the id exists.
    enforce(actor, "account.editProfile", target ?? { id: targetId, accessLevel: MIN_LEVEL });
    if (!target) throw userNotFound();

    await assertNamesFree(ctx.db, { username: input.username, email: input.email, exceptUserId: targetId });
    try {
      return await ctx.db.transaction(async (tx) => {
        const updated = await updateUser(tx, targetId, {
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone || null,
        });
        if (!updated) throw userNotFound();
        // A reset link mailed to the old address must not outlive the change.
        if (emailChanged(target.email, updated.email)) await deleteUserResetTokens(tx, targetId);
        return updated;
      });
    } catch (error) {
      throw takenConflict(error) ?? error;
    }
  }

  return { updateProfile };
}
