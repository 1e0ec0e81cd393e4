/**
 * The accounts behind the provider's identities: found by (issuer, subject) only, made at a first
 * sign-in, linked once proven, and their level kept in step with the person's groups.
 *
 * Levels: when OIDC_GROUP_LEVELS is set and the provider sends the groups claim, the level its
 * groups give is applied at every sign-in, so a change at the provider reaches the account at its
 * next sign-in ("level-changed" in the audit trail). The last level-5 account is never lowered this
 * way, as it is never deleted (users/delete-user.ts): the installation keeps an administrator.
 * Without the claim or the mapping, an account keeps the level it has.
 */
import { and, eq, ne } from "drizzle-orm";
import { MAX_LEVEL } from "../../../core/access";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { uniqueConstraint } from "../../db/pg-error";
import { type UserRow, userIdentities, users } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { NO_PASSWORD } from "../../lib/passwords";
import { recordAudit } from "../audit/record";
import { listCardsOfUser } from "../cards/repo";
import { findUserByUsername, insertUser } from "../user-records/repo";
import { emailOf, fullNameOf, usernameBase, usernameCandidate } from "./claims";

export interface Identity {
  issuer: string;
  subject: string;
}

/** The account an identity signs in to, if it is linked to one. */
export async function findIdentityUser(db: Db, identity: Identity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  return row?.user;
}

export class IdentityTaken extends Error {}

/**
 * Links the identity to `user`, with its audit event, in one transaction. Linked already to the
 * same account (a second tab finishing the same step): nothing more to do. Linked to another
 * account meanwhile: IdentityTaken.
 */
export async function linkIdentity(
  ctx: AppContext,
  user: UserRow,
  identity: Identity,
  via: "password" | "verified-email",
  ip: string,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(userIdentities).values({ ...identity, userId: user.id });
      await recordAudit(tx, {
        action: "sso-linked",
        actor: user,
        subject: user,
        method: "oidc",
        ip,
        details: { via },
      });
    });
  } catch (error) {
    if (uniqueConstraint(error) === undefined) throw error;
    const holder = await findIdentityUser(ctx.db, identity);
    if (holder?.id !== user.id) throw new IdentityTaken("the identity is linked to another account");
  }
}

/** Tries for a free username: the base, then base2 … base50, then random digits. */
const USERNAME_ATTEMPTS = 50;

async function freeUsername(db: Db, base: string, skip: number): Promise<string> {
  for (let attempt = skip; attempt < USERNAME_ATTEMPTS; attempt++) {
    const candidate = usernameCandidate(base, attempt);
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return usernameCandidate(base, USERNAME_ATTEMPTS + Math.floor(Math.random() * 900_000));
}

export type NewAccountResult =
  | { kind: "created"; user: UserRow }
  /** Another request linked the identity first (two callbacks at once): its account. */
  | { kind: "linked"; user: UserRow }
  /** Another request took the email first: that account must be linked instead. */
  | { kind: "email-taken" };

/**
 * Makes the account of a first sign-in, without a password (NO_PASSWORD: it signs in through
 * the provider), with its identity and the "user-created" event in one transaction. A name taken
 * between the check and the insert is retried with the next one.
 */
export async function createAccount(
  ctx: AppContext,
  identity: Identity,
  claims: Record<string, unknown>,
  level: number,
  ip: string,
): Promise<NewAccountResult> {
  const email = emailOf(claims)!;
  const base = usernameBase(claims);
  let skip = 0;
  for (let round = 0; round < 3; round++) {
    const username = await freeUsername(ctx.db, base, skip);
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const made = await insertUser(tx, {
          username,
          email,
          fullName: fullNameOf(claims),
          password: NO_PASSWORD,
          accessLevel: level,
        });
        await tx.insert(userIdentities).values({ ...identity, userId: made.id });
        await recordAudit(tx, {
          action: "user-created",
          actor: made,
          subject: made,
          method: "oidc",
          ip,
          details: { via: "single sign-on", level },
        });
        return made;
      });
      return { kind: "created", user };
    } catch (error) {
      const constraint = uniqueConstraint(error);
      if (constraint === undefined) throw error;
      if (constraint.includes("identities")) {
        const holder = await findIdentityUser(ctx.db, identity);
        if (holder) return { kind: "linked", user: holder };
      }
      if (constraint.includes("email")) return { kind: "email-taken" };
      skip = usernameAttemptAfter(base, username);
    }
  }
  throw new Error("could not find a free username for a single sign-on account");
}

function usernameAttemptAfter(base: string, taken: string): number {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    if (usernameCandidate(base, attempt) === taken) return attempt + 1;
  }
  return USERNAME_ATTEMPTS;
}

/**
 * Gives `user` the level the groups gave (see the file's comment), with its audit event in the
 * same transaction. The user as it is now.
 */
export async function applyGroupLevel(
  ctx: AppContext,
  user: UserRow,
  level: number | undefined,
  ip: string,
): Promise<UserRow> {
  if (level === undefined || level === user.accessLevel) return user;
  const outcome = await ctx.db.transaction(async (tx) => {
    if (user.accessLevel >= MAX_LEVEL && level < MAX_LEVEL) {
      // Locks the other level-5 rows, so two demotions at once cannot remove the last two admins.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.accessLevel, MAX_LEVEL), ne(users.id, user.id)))
        .for("update");
      if (others.length === 0) {
        await recordAudit(tx, {
          action: "level-changed",
          outcome: "failure",
          subject: user,
          method: "oidc",
          ip,
          details: { from: user.accessLevel, to: level, reason: "last level-5 account kept" },
        });
        return user;
      }
    }
    const [updated] = await tx
      .update(users)
      .set({ accessLevel: level })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      action: "level-changed",
      subject: user,
      method: "oidc",
      ip,
      details: { from: user.accessLevel, to: level, via: "identity provider groups" },
    });
    return updated ?? user;
  });
  if (outcome.accessLevel !== user.accessLevel) {
    // The owner's level decides what their public cards show (custom CSS from level 3).
    for (const card of await listCardsOfUser(ctx.db, user.id)) {
      cardChanged(ctx, { id: card.id, slugs: [card.slug] });
    }
  }
  return outcome;
}
