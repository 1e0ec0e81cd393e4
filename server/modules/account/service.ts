/** Profile changes and account deletion, as the Account settings screen makes them. */
import { MIN_LEVEL } from "../../../core/access";
import type { DeleteAccountInput, ProfileInput } from "../../../core/schemas/auth";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { badRequest } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { deleteUserResetTokens } from "../auth/reset-repo";
import { takenConflict } from "../cards/taken-conflict";
import { assertNamesFree } from "../user-records/assert-names-free";
import { userNotFound } from "../user-records/errors";
import { findUserById, updateUser } from "../user-records/repo";
import { deleteUserAndData } from "../users/delete-user";
import { emailChanged } from "../users/email-changed";

const PASSWORD_WRONG = "Password is incorrect";

export function createAccountService(ctx: AppContext) {
  // The password check waits for a core with the sign-ins', or is turned away with 503 (decision 024).
  const passwords = passwordHashing(ctx.config.passwordHashQueue);
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

  /**
   * Deletes the signed-in user with their cards and all data hanging off them (cascades).
   * The first account and the last level-5 account are kept so the service stays manageable.
   */
  async function deleteAccount(actor: UserRow, input: DeleteAccountInput): Promise<void> {
    const current = await findUserById(ctx.db, actor.id);
    if (!current) throw userNotFound();
    if (!(await passwords.verify(input.password, current.password))) {
      throw badRequest(PASSWORD_WRONG, { password: PASSWORD_WRONG });
    }
    enforce(current, "account.delete");
    await deleteUserAndData(ctx, current);
  }

  return { updateProfile, deleteAccount };
}
