/**
 * User management: list with search and paging, create, edit and
 * delete one user, and the batch upload. Every rule is checked here, whatever the screen shows.
 */
import {
  type CreateUserValues,
  type ListUsersQuery,
  type UpdateUserValues,
  USERS_PAGE_SIZE_DEFAULT,
  type UserListItem,
  type UsersPage,
} from "../../../core/schemas/users";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { passwordHashing } from "../../lib/password-hashing";
import { deleteUserSessions } from "../../plugins/sessions-repo";
import { recordAudit } from "../audit/record";
import { deleteUserResetTokens } from "../auth/reset-repo";
import { assertSlugFree, freeSlugFor } from "../cards/free-slug";
import { insertCard, listCardsOfUser, updateCard } from "../cards/repo";
import { takenConflict } from "../cards/taken-conflict";
import { assertNamesFree } from "../user-records/assert-names-free";
import { userNotFound } from "../user-records/errors";
import { findUserById, insertUser, updateUser } from "../user-records/repo";
import { createBulkImport, dryRunBulk } from "./bulk";
import { type BulkOrg, bulkOrgFor } from "./bulk-org";
import { deleteUserAndData } from "./delete-user";
import { emailChanged } from "./email-changed";
import { countUsersMatching, firstCardOf, listUsersPage } from "./repo";

/** Without paging parameters the answer is a plain list, bounded to this many. */
const PLAIN_LIST_MAX = 1000;

export function createUsersService(ctx: AppContext) {
  // Hashes wait for a core with the sign-ins', or are turned away with 503 (decision 024).
  const passwords = passwordHashing(ctx.config.passwordHashQueue);
  async function present(row: UserRow): Promise<UserListItem> {
    const card = await firstCardOf(ctx.db, row.id);
    return {
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      cardSlug: card?.slug ?? null,
      accessLevel: row.accessLevel,
    };
  }

  async function list(query: ListUsersQuery): Promise<UserListItem[] | UsersPage> {
    const paged = query.page !== undefined || query.pageSize !== undefined;
    if (!paged) return listUsersPage(ctx.db, { search: query.search, limit: PLAIN_LIST_MAX, offset: 0 });
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? USERS_PAGE_SIZE_DEFAULT;
    const [users, total] = await Promise.all([
      listUsersPage(ctx.db, { search: query.search, limit: pageSize, offset: (page - 1) * pageSize }),
      countUsersMatching(ctx.db, query.search),
    ]);
    return { users, total, page, pageSize };
  }

  async function create(actor: UserRow, input: CreateUserValues): Promise<UserListItem> {
    enforce(actor, "user.giveLevel", { level: input.accessLevel });
    await assertNamesFree(ctx.db, { username: input.username, email: input.email });
    await assertSlugFree(ctx.db, input.cardSlug, "cardSlug");
    const password = await passwords.hash(input.password, ctx.config.passwordScryptLogN);
    const slug = input.cardSlug ?? (await freeSlugFor(ctx.db, [input.fullName, input.username]));
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          accessLevel: input.accessLevel,
          password,
        });
        await insertCard(tx, { userId: user.id, slug, name: input.fullName });
        await recordAudit(tx, {
          action: "user-created",
          actor,
          subject: user,
          details: { level: user.accessLevel },
        });
        return user;
      });
      return { ...(await present(row)), cardSlug: slug };
    } catch (error) {
      throw takenConflict(error) ?? error;
    }
  }

  async function update(
    actor: UserRow,
    targetId: number,
    input: UpdateUserValues,
    actorSessionId?: number | null,
  ): Promise<UserListItem> {
    const target = await findUserById(ctx.db, targetId);
    if (!target) throw userNotFound();
    enforce(actor, "user.edit", { ...target, nextLevel: input.accessLevel });
    await assertNamesFree(ctx.db, { username: input.username, email: input.email, exceptUserId: targetId });

    const card = await firstCardOf(ctx.db, targetId);
    const newSlug =
      input.cardSlug !== undefined && input.cardSlug !== card?.slug ? input.cardSlug : undefined;
    await assertSlugFree(ctx.db, newSlug, "cardSlug");
    const password =
      input.password === undefined
        ? undefined
        : await passwords.hash(input.password, ctx.config.passwordScryptLogN);

    try {
      const row = await ctx.db.transaction(async (tx) => {
        // Absent fields stay as they are; a body changing only the card's slug changes no column.
        const { username, email, fullName, accessLevel } = input;
        const columns = { username, email, fullName, accessLevel, password };
        const updated = Object.values(columns).some((value) => value !== undefined)
          ? await updateUser(tx, targetId, columns)
          : await findUserById(tx, targetId);
        if (!updated) throw userNotFound();
        if (newSlug !== undefined) {
          if (card) await updateCard(tx, card.id, { slug: newSlug, updatedAt: new Date() });
          else await insertCard(tx, { userId: targetId, slug: newSlug, name: updated.fullName });
        }
        // A reset link mailed before a new password or to an old address must not work after it.
        if (password !== undefined || emailChanged(target.email, updated.email)) {
          await deleteUserResetTokens(tx, targetId);
        }
        // A new password ends the user's other sessions; an admin's own stays.
        if (password !== undefined) {
          await deleteUserSessions(
            tx,
            targetId,
            targetId === actor.id ? (actorSessionId ?? undefined) : undefined,
          );
          if (targetId !== actor.id)
            await recordAudit(tx, { action: "password-reset", actor, subject: updated });
        }
        if (updated.accessLevel !== target.accessLevel) {
          await recordAudit(tx, {
            action: "level-changed",
            actor,
            subject: updated,
            details: { from: target.accessLevel, to: updated.accessLevel },
          });
        }
        return updated;
      });
      if (card && newSlug !== undefined) cardChanged(ctx, { id: card.id, slugs: [card.slug, newSlug] });
      // The owner's level decides what their public cards show (custom CSS from level 3).
      if (row.accessLevel !== target.accessLevel) {
        for (const owned of await listCardsOfUser(ctx.db, targetId)) {
          cardChanged(ctx, { id: owned.id, slugs: [owned.slug] });
        }
      }
      return present(row);
    } catch (error) {
      throw takenConflict(error) ?? error;
    }
  }

  async function remove(actor: UserRow, targetId: number): Promise<void> {
    const target = await findUserById(ctx.db, targetId);
    if (!target) throw userNotFound();
    enforce(actor, "user.delete", target);
    await deleteUserAndData(ctx, target, actor);
  }

  const bulk = createBulkImport(ctx);

  /** The batch upload's checks without writing (POST /api/users/bulk/check). */
  const bulkCheck = (actor: UserRow, rows: unknown[], org?: BulkOrg) => dryRunBulk(ctx, actor, rows, org);

  /** The organisation an upload is made for, once the actor may upload into it (404, 403). */
  const bulkOrg = (actor: UserRow, orgId: number) => bulkOrgFor(ctx.db, actor, orgId);

  return { list, create, update, remove, bulk: bulk.run, bulkCheck, bulkOrg };
}
