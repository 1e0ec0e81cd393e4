/**
 * User management (spec 001 §2, §6, §7): list with search and paging, create, edit and
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
import { generateSlug } from "../../../core/slug";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { uniqueConstraint } from "../../db/pg-error";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { conflict, type HttpError, notFound } from "../../lib/http-error";
import { hashPassword } from "../../lib/passwords";
import { deleteUserResetTokens } from "../auth/reset-repo";
import { deleteUserSessions } from "../auth/sessions-repo";
import { insertCard, listCardsOfUser, slugExists, updateCard } from "../cards/repo";
import { createBulkImport } from "./bulk";
import { deleteUserAndData } from "./delete-user";
import { emailChanged } from "./email-changed";
import {
  countUsersMatching,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  firstCardOf,
  insertUser,
  listUsersPage,
  type UserRow,
  updateUser,
} from "./repo";

export const USER_NOT_FOUND = "User not found";
export const USERNAME_TAKEN = "That username is already taken.";
export const EMAIL_TAKEN = "That email is already in use.";
export const SLUG_TAKEN = "That card URL is already taken. Please choose another.";
/** Without paging parameters the answer is the spec's plain list, bounded to this many. */
export const PLAIN_LIST_MAX = 1000;

const usernameTaken = () => conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
const emailTaken = () => conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
const slugTaken = () => conflict(SLUG_TAKEN, { cardSlug: SLUG_TAKEN });

/** A unique violation met while writing (a race with another request) as a 409. */
function writeConflict(error: unknown): HttpError | undefined {
  const constraint = uniqueConstraint(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes("slug")) return slugTaken();
  if (constraint.includes("email")) return emailTaken();
  return usernameTaken();
}

/** A slug from the username that no card has, e.g. "jane-4821". */
export async function freeSlugFor(db: Db, username: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = generateSlug(username);
    if (!(await slugExists(db, slug))) return slug;
  }
  throw conflict(SLUG_TAKEN, { cardSlug: SLUG_TAKEN });
}

export function createUsersService(ctx: AppContext) {
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

  async function assertNamesFree(username: string | undefined, email: string | undefined, exceptId?: number) {
    if (username !== undefined) {
      const same = await findUserByUsername(ctx.db, username);
      if (same && same.id !== exceptId) throw usernameTaken();
    }
    if (email !== undefined) {
      const same = await findUserByEmail(ctx.db, email);
      if (same && same.id !== exceptId) throw emailTaken();
    }
  }

  async function create(actor: UserRow, input: CreateUserValues): Promise<UserListItem> {
    enforce(actor, "user.giveLevel", { level: input.accessLevel });
    await assertNamesFree(input.username, input.email);
    if (input.cardSlug && (await slugExists(ctx.db, input.cardSlug))) throw slugTaken();
    const password = await hashPassword(input.password, ctx.config.passwordScryptLogN);
    const slug = input.cardSlug ?? (await freeSlugFor(ctx.db, input.username));
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
        return user;
      });
      return { ...(await present(row)), cardSlug: slug };
    } catch (error) {
      throw writeConflict(error) ?? error;
    }
  }

  async function update(
    actor: UserRow,
    targetId: number,
    input: UpdateUserValues,
    actorSessionId?: number | null,
  ): Promise<UserListItem> {
    const target = await findUserById(ctx.db, targetId);
    if (!target) throw notFound(USER_NOT_FOUND);
    enforce(actor, "user.edit", { ...target, nextLevel: input.accessLevel });
    await assertNamesFree(input.username, input.email, targetId);

    const card = await firstCardOf(ctx.db, targetId);
    const newSlug =
      input.cardSlug !== undefined && input.cardSlug !== card?.slug ? input.cardSlug : undefined;
    if (newSlug !== undefined && (await slugExists(ctx.db, newSlug))) throw slugTaken();
    const password =
      input.password === undefined
        ? undefined
        : await hashPassword(input.password, ctx.config.passwordScryptLogN);

    try {
      const row = await ctx.db.transaction(async (tx) => {
        const updated = await updateUser(tx, targetId, {
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
          ...(input.accessLevel !== undefined ? { accessLevel: input.accessLevel } : {}),
          ...(password !== undefined ? { password } : {}),
        });
        if (!updated) throw notFound(USER_NOT_FOUND);
        if (newSlug !== undefined) {
          if (card) await updateCard(tx, card.id, { slug: newSlug, updatedAt: new Date() });
          else await insertCard(tx, { userId: targetId, slug: newSlug, name: updated.fullName });
        }
        // A reset link mailed before a new password or to an old address must not work after it.
        if (password !== undefined || emailChanged(target.email, updated.email)) {
          await deleteUserResetTokens(tx, targetId);
        }
        // A new password ends the user's other sessions (DESIGN §5); an admin's own stays.
        if (password !== undefined) {
          await deleteUserSessions(
            tx,
            targetId,
            targetId === actor.id ? (actorSessionId ?? undefined) : undefined,
          );
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
      throw writeConflict(error) ?? error;
    }
  }

  async function remove(actor: UserRow, targetId: number): Promise<void> {
    const target = await findUserById(ctx.db, targetId);
    if (!target) throw notFound(USER_NOT_FOUND);
    enforce(actor, "user.delete", target);
    await deleteUserAndData(ctx, target);
  }

  const bulk = createBulkImport(ctx);

  return { list, create, update, remove, bulk: bulk.run };
}
