/**
 * Company sign-in (decision 033): sign-in challenges between two steps, the authenticator app's
 * secret and recovery codes, passkeys, identities at the OpenID Connect provider, the
 * installation's sign-in settings and the audit trail.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { userIdColumn, users } from "./users";

/**
 * A sign-in under way: the first step is done (or, for a passkey or the provider, the flow has
 * begun) and the next is awaited. Kept as its token's SHA-256; the token is in the `cf_signin`
 * cookie. Single use, bounded in attempts, void after `expiresAt`.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    /** Null while nobody is known yet: a passkey sign-in without a username, a provider's flow. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** second-step, setup-required, passkey-register, passkey-sign-in, oidc, oidc-link */
    purpose: varchar({ length: 30 }).notNull(),
    /** What the purpose needs (a WebAuthn challenge, PKCE's verifier, state and nonce). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sign_in_challenges_token_hash_idx").on(t.tokenHash),
    index("sign_in_challenges_expires_idx").on(t.expiresAt),
  ],
);

/** An account's authenticator app: pending until a first code confirms it (`enabledAt`). */
export const totpFactors = pgTable("totp_factors", {
  userId: userIdColumn().primaryKey(),
  /** AES-256-GCM of the secret (server/modules/mfa/secret-box.ts); never the secret itself. */
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is taken once. */
  lastStep: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, as SHA-256 (they carry 50 random bits, so no slow hash is needed). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial().primaryKey(),
    userId: userIdColumn(),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_idx").on(t.userId, t.codeHash)],
);

/** A WebAuthn credential (passkey) of an account. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial().primaryKey(),
    userId: userIdColumn(),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: varchar({ length: 1400 }).notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    signCount: integer().notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    name: varchar({ length: 60 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_idx").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

/** The account an identity at the OpenID Connect provider signs in to; found by (issuer, subject) only. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial().primaryKey(),
    issuer: varchar({ length: 300 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    userId: userIdColumn(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_issuer_subject_idx").on(t.issuer, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);

/** The installation's sign-in settings, changed by administrators: one row, id 1. */
export const signInSettings = pgTable(
  "sign_in_settings",
  {
    id: integer().primaryKey().default(1),
    /** From this access level up, accounts must use a second step; null: nobody must. */
    mfaRequiredFromLevel: integer(),
    /** Email domains whose accounts sign in with the provider only (lower case). */
    ssoDomains: jsonb().$type<string[]>().notNull().default([]),
    /** Whether a provider's verified email may link to the account with that email. */
    linkByEmail: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sign_in_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * The audit trail: sign-ins, verification changes and administrative actions. Names are kept
 * beside the ids, so an event still says who after an account is deleted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    actorName: varchar({ length: 100 }),
    subjectId: integer().references(() => users.id, { onDelete: "set null" }),
    subjectName: varchar({ length: 100 }),
    action: varchar({ length: 40 }).notNull(),
    /** success or failure */
    outcome: varchar({ length: 10 }).notNull(),
    /** How: password, totp, recovery-code, passkey, oidc; null for administrative actions. */
    method: varchar({ length: 20 }),
    address: varchar({ length: 64 }),
    details: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_subject_idx").on(t.subjectId, t.at),
    index("audit_events_actor_idx").on(t.actorId, t.at),
    index("audit_events_action_idx").on(t.action, t.at),
  ],
);
