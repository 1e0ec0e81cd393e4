/**
 * Company sign-in (decision 033): the second step's bodies, the sign-in answers, the
 * installation's sign-in settings and the audit trail's rows. The same schemas check the
 * browser's forms and the server's routes.
 */
import { z } from "zod";
import { PASSWORD_MAX } from "../limits";
import { RECOVERY_CODE_MESSAGE, readRecoveryCode, readTotpCode, TOTP_CODE_MESSAGE } from "../second-step";

/** What may finish a sign-in after its password. */
export const SECOND_STEP_METHODS = ["totp", "recovery"] as const;

/** POST /api/login's answer when the password was right and a second step is due: no session yet. */
export const mfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_STEP_METHODS)),
});
/** POST /api/login's answer when the account must set a second step up before it signs in. */
export const mfaSetupRequiredSchema = z.object({ mfaSetupRequired: z.literal(true) });

/** Six digits; spaces people type between the groups are ignored. */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .max(20, TOTP_CODE_MESSAGE)
  .transform((text, context) => {
    const code = readTotpCode(text);
    if (code === undefined) context.addIssue({ code: "custom", message: TOTP_CODE_MESSAGE });
    return code ?? "";
  });

/** Ten letters and digits, in any case, with or without the dash shown between its halves. */
const recoveryCodeSchema = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .max(40, RECOVERY_CODE_MESSAGE)
  .transform((text, context) => {
    const code = readRecoveryCode(text);
    if (code === undefined) context.addIssue({ code: "custom", message: RECOVERY_CODE_MESSAGE });
    return code ?? "";
  });

/** POST /api/login/totp: a code from the app, or a recovery code. */
export const secondStepSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: "Send either a code from the app or a recovery code.",
  });
export type SecondStepInput = z.infer<typeof secondStepSchema>;

export const totpEnableSchema = z.object({ code: totpCodeSchema });
export const totpDisableSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, "Password is too long"),
  code: totpCodeSchema,
});

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** What the account page shows of its own second step. */
export const mfaStatusSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Whether the installation requires a second step of this account's level. */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const SSO_DOMAINS_MAX = 50;

export const signInSettingsSchema = z.object({
  /** From this access level up, a second step is required; null: nobody must. */
  mfaRequiredFromLevel: z.number().int().min(1).max(5).nullable(),
  /** Accounts with an email at these domains sign in with the provider only. */
  ssoDomains: z
    .array(z.string().trim().toLowerCase().regex(DOMAIN, "Enter a domain name such as example.com."))
    .max(SSO_DOMAINS_MAX, `At most ${SSO_DOMAINS_MAX} domains.`)
    .transform((domains) => [...new Set(domains)]),
  /** Whether the provider's verified email may link an identity to the account with that email. */
  linkByEmail: z.boolean(),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

/** Settings as GET answers them, with what the server knows of single sign-on. */
export const signInSettingsAnswerSchema = z.object({
  mfaRequiredFromLevel: z.number().int().nullable(),
  ssoDomains: z.array(z.string()),
  linkByEmail: z.boolean(),
  ssoConfigured: z.boolean(),
});

/** Actions of the audit trail; their labels are the audit screen's. */
export const AUDIT_ACTIONS = {
  "sign-in": "Sign-in",
  "totp-enabled": "Two-step verification turned on",
  "totp-disabled": "Two-step verification turned off",
  "recovery-codes-renewed": "New recovery codes",
  "recovery-code-used": "Recovery code used",
  "passkey-added": "Passkey added",
  "passkey-removed": "Passkey removed",
  "sso-linked": "Single sign-on linked",
  "user-created": "User created",
  "level-changed": "Access level changed",
  "password-reset": "Password reset by an administrator",
  "user-deleted": "User deleted",
  "sign-in-settings-changed": "Sign-in settings changed",
  "api-token-created": "API token created",
  "api-token-revoked": "API token revoked",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
const AUDIT_METHODS = ["password", "totp", "recovery-code", "passkey", "oidc"] as const;
export type AuditMethod = (typeof AUDIT_METHODS)[number];

const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(["success", "failure"]),
  method: z.string().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = z
  .string()
  .regex(DAY, "Enter a date as YYYY-MM-DD.")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "Enter a date as YYYY-MM-DD.");

/** The audit screen's filters (GET /api/audit-events and its CSV export). */
export const auditFiltersSchema = z.object({
  /** Part of a username, the actor's or the subject's. */
  person: z.string().trim().max(100, "At most 100 characters.").optional(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
  outcome: z.enum(["success", "failure"]).optional(),
  /** From the start of this UTC day. */
  from: dayField.optional(),
  /** To the end of this UTC day. */
  to: dayField.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  /** The next page: events older than this id. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Where the next page starts; null on the last. */
  nextBefore: z.number().int().nullable(),
});
