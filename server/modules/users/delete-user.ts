/**
 * Deleting a user with everything that hangs off them: cards and their events, salesbot
 * data, sessions, reset tokens and upload records go by ON DELETE CASCADE; files left
 * without a reference are removed by the uploads sweeper. Used by account deletion and by
 * user management.
 */
import { eq } from "drizzle-orm";
import { MAX_LEVEL } from "../../../core/access";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { recordAudit } from "../audit/record";
import { listCardsOfUser } from "../cards/repo";
import { lastAdminKept } from "./errors";

export async function deleteUserAndData(
  ctx: AppContext,
  user: { id: number; username: string; accessLevel: number },
  /** Who deletes: an administrator, or the user themself (account settings). */
  actor: { id: number; username: string },
): Promise<void> {
  const ownedCards = await listCardsOfUser(ctx.db, user.id);
  await ctx.db.transaction(async (tx) => {
    if (user.accessLevel >= MAX_LEVEL) {
      // Lock the level-5 rows so two deletions at once cannot remove the last two admins.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.accessLevel, MAX_LEVEL))
        .for("update");
      if (admins.filter((a) => a.id !== user.id).length === 0) throw lastAdminKept();
    }
    // Before the row goes: the event keeps the name, and its ids are cleared by the deletion.
    await recordAudit(tx, { action: "user-deleted", actor, subject: user });
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // The cards went with the user (cascade): nothing may keep serving them from memory.
  for (const card of ownedCards) cardChanged(ctx, { id: card.id, slugs: [card.slug] });
}
