/** Profile changes and account deletion (spec 000 §2 Account settings, DESIGN §6.8). */
import { MIN_LEVEL } from "../../../core/access";
import type { DeleteAccountInput, ProfileInput } from "../../../core/schemas/auth";
import type { AppContext } from "../../context";
import { enforce } from "../../lib/enforce";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import { deleteUserResetTokens } from "../auth/reset-repo";
import { deleteUserAndData } from "../users/delete-user";
import { emailChanged } from "../users/email-changed";
import { findUserByEmail, findUserById, findUserByUsername, type UserRow, updateUser } from "../users/repo";
import { userConflict } from "../users/unique-violation";

export function createAccountService(ctx: AppContext) {
  async function updateProfile(actor: UserRow, targetId: number, input: ProfileInput): Promise<UserRow> {
    const target = await findUserById(ctx.db, targetId);
    // A missing user is judged as the lowest level: who may not edit others is refused before
    // learning whether the id exists.
    enforce(actor, "account.editProfile", target ?? { id: targetId, accessLevel: MIN_LEVEL });
    if (!target) throw notFound("User not found");

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
    enforce(current, "account.delete");
    await deleteUserAndData(ctx, current);
  }

  return { updateProfile, deleteAccount };
}
