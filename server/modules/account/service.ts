/** Profile changes and account deletion (spec 000 §2 Account settings, DESIGN §6.8). */
import { canEditUser, LEVEL } from "../../../core/access";
import type { DeleteAccountInput, ProfileInput } from "../../../core/schemas/auth";
import type { AppContext } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import { deleteUserResetTokens } from "../auth/reset-repo";
import { deleteUserAndData, LAST_ADMIN_KEPT } from "../users/delete-user";
import { emailChanged } from "../users/email-changed";
import { findUserByEmail, findUserById, findUserByUsername, type UserRow, updateUser } from "../users/repo";
import { userConflict } from "../users/unique-violation";

export const CANNOT_EDIT_USER = "You don't have permission to edit this user.";
export const FIRST_ACCOUNT_KEPT = "The first administrator account cannot be deleted.";
export { LAST_ADMIN_KEPT };

export function createAccountService(ctx: AppContext) {
  async function updateProfile(actor: UserRow, targetId: number, input: ProfileInput): Promise<UserRow> {
    if (actor.id !== targetId && actor.accessLevel < LEVEL.manageOthers) throw forbidden(CANNOT_EDIT_USER);
    const target = await findUserById(ctx.db, targetId);
    if (!target) throw notFound("User not found");
    if (!canEditUser(actor, target)) throw forbidden(CANNOT_EDIT_USER);

    const sameName = await findUserByUsername(ctx.db, input.username);
    if (sameName && sameName.id !== targetId) {
      throw conflict("That username is already taken.", { username: "That username is already taken." });
    }
    const sameEmail = await findUserByEmail(ctx.db, input.email);
    if (sameEmail && sameEmail.id !== targetId) {
      throw conflict("That email is already in use.", { email: "That email is already in use." });
    }
    try {
      return await ctx.db.transaction(async (tx) => {
        const updated = await updateUser(tx, targetId, {
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone || null,
        });
        if (!updated) throw notFound("User not found");
        // A reset link mailed to the old address must not outlive the change.
        if (emailChanged(target.email, updated.email)) await deleteUserResetTokens(tx, targetId);
        return updated;
      });
    } catch (error) {
      throw userConflict(error) ?? error;
    }
  }

  /**
   * Deletes the signed-in user with their cards and all data hanging off them (cascades).
   * The first account and the last level-5 account are kept so the service stays manageable.
   */
  async function deleteAccount(actor: UserRow, input: DeleteAccountInput): Promise<void> {
    const current = await findUserById(ctx.db, actor.id);
    if (!current) throw notFound("User not found");
    if (!(await verifyPassword(input.password, current.password))) {
      throw badRequest("Password is incorrect", { password: "Password is incorrect" });
    }
    if (current.id === 1) throw forbidden(FIRST_ACCOUNT_KEPT);
    await deleteUserAndData(ctx, current);
  }

  return { updateProfile, deleteAccount };
}
