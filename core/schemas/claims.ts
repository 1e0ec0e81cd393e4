/**
 * Claim links (decision 032): an organisation's owners and admins invite someone without an
 * account, who sets a password with the link and takes over the card made for them. The bodies
 * and answers of POST /api/organizations/{orgId}/claims, …/members/{userId}/claim and
 * /api/claims/{token}; the same schemas check the invitation form and the claim page.
 */
import { z } from "zod";
import { emailSchema, passwordSchema, usernameSchema } from "./auth";
import { idSchema } from "./ids";
import { roleSchema, TEAM_ID_MESSAGE } from "./organizations";
import { userFullNameSchema } from "./users";

const TEMPLATE_ID_MESSAGE = "Template id must be a positive whole number";
/** A token is 43 characters (256 bits, base64url); anything much longer is no link of ours. */
const TOKEN_MAX = 100;
const CLAIM_LINK_INVALID = "This claim link is incomplete. Open the link you were sent again.";

/** POST /api/organizations/{orgId}/claims: the account, its membership and its card's template. */
export const inviteSchema = z.object({
  username: usernameSchema,
  fullName: userFullNameSchema,
  email: emailSchema,
  role: roleSchema.default("member"),
  teamId: idSchema(TEAM_ID_MESSAGE).nullable().optional(),
  templateId: idSchema(TEMPLATE_ID_MESSAGE).nullable().optional(),
});
export type InviteInput = z.input<typeof inviteSchema>;
export type InviteValues = z.output<typeof inviteSchema>;

/** A new claim link: mailed, or its address, shown this once (the server keeps only its hash). */
export const claimLinkSchema = z.object({
  mailed: z.boolean(),
  claimUrl: z.string().optional(),
});
export type ClaimLink = z.infer<typeof claimLinkSchema>;

export const invitedSchema = claimLinkSchema.extend({ userId: z.number(), cardId: z.number() });
export type Invited = z.infer<typeof invitedSchema>;

export const claimParams = z.object({
  token: z.string().min(1, CLAIM_LINK_INVALID).max(TOKEN_MAX, CLAIM_LINK_INVALID),
});

/** GET /api/claims/{token}: whose account and card the link opens, for the claim page. */
export const claimViewSchema = z.object({
  username: z.string(),
  fullName: z.string().nullable(),
  organization: z.object({ name: z.string() }),
  cardSlug: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** POST /api/claims/{token}: the password, by registration's rule. */
export const claimBodySchema = z.object({ password: passwordSchema });

/** The claim page's form: the password twice. */
export const claimFormSchema = claimBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ClaimFormInput = z.infer<typeof claimFormSchema>;
