/** Account deletion, as the Account settings screen makes it (DELETE /api/user). */
import type { DeleteAccountInput } from "../../../core/schemas/auth";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { badRequest } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { userNotFound } from "../user-records/errors";
import { findUserById } from "../user-records/repo";
import { deleteUserAndData } from "../users/delete-user";

const PASSWORD_WRONG = "Password is incorrect";

export function createAccountService(ctx: AppContext) {
  // The password check waits for a core with the sign-ins', or is turned away with 503 (decision 024).
  const passwords = passwordHashing(ctx.config.passwordHashQueue);

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
    await deleteUserAndData(ctx, current, current);
  }

  return { deleteAccount };
}
