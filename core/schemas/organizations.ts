/**
 * The bodies and answers of /api/organizations: organisations, their teams and their members.
 * The same schemas validate the screens' forms and the routes.
 */
import { z } from "zod";
import { normalizeHex } from "../colors";
import { EMAIL_MAX } from "../limits";
import { isImageSource } from "../links";
import { BRAND_FONTS } from "../org-brand";
import {
  MEMBERS_PAGE_SIZE_DEFAULT,
  MEMBERS_PAGE_SIZE_MAX,
  ORG_NAME_MAX,
  ORG_ROLES,
  ORG_SLUG_MAX,
  ORG_SLUG_MIN,
  TEAM_NAME_MAX,
} from "../organizations";
import { idParamSchema, idSchema } from "./ids";

const ORG_ID_MESSAGE = "Organisation id must be a positive whole number";
export const TEAM_ID_MESSAGE = "Team id must be a positive whole number";
const USER_ID_MESSAGE = "User id must be a positive whole number";
const ROLE_MESSAGE = "Role must be owner, admin or member";

const orgNameSchema = z
  .string({ error: "Organisation name is required" })
  .trim()
  .min(1, "Organisation name is required")
  .max(ORG_NAME_MAX, `Organisation name must be at most ${ORG_NAME_MAX} characters`);

/** The directory's address, /o/{slug}: its own namespace, apart from the cards' slugs. */
const orgSlugSchema = z
  .string({ error: `Address must be at least ${ORG_SLUG_MIN} characters` })
  .trim()
  .min(ORG_SLUG_MIN, `Address must be at least ${ORG_SLUG_MIN} characters`)
  .max(ORG_SLUG_MAX, `Address must be at most ${ORG_SLUG_MAX} characters`)
  // Checked before lower-casing, as a card's slug is: an address is stored as typed or refused.
  .regex(/^[A-Za-z0-9-]+$/, "Address may contain only lower-case letters, digits and hyphens")
  .toLowerCase();

const teamNameSchema = z
  .string({ error: "Team name is required" })
  .trim()
  .min(1, "Team name is required")
  .max(TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters`);

export const roleSchema = z.enum(ORG_ROLES, { error: ROLE_MESSAGE });

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** A brand colour: #abc or #aabbcc, stored as #aabbcc; empty for none. */
const brandColorSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((v) => v === "" || HEX_COLOR.test(v), `${label} must be a hex colour such as #1d4ed8`)
    .transform((v) => normalizeHex(v))
    .nullable()
    .default(null);

/** A brand picture: an uploaded picture's address or a web address; empty for none. */
const brandImageSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((v) => v === "" || isImageSource(v), `${label} must be an image address`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null);

/** The organisation's brand (core/org-brand.ts); what is left out is unset. */
const orgBrandSchema = z.object({
  primaryColor: brandColorSchema("Primary colour"),
  secondaryColor: brandColorSchema("Secondary colour"),
  font: z.enum(BRAND_FONTS, { error: "Font must be sans, serif, mono or rounded" }).nullable().default(null),
  logo: brandImageSchema("Logo"),
  qrLogo: brandImageSchema("QR code logo"),
});

/** POST and PUT: a brand left out is kept as it is (none for a new organisation). */
export const orgBodySchema = z.object({
  name: orgNameSchema,
  slug: orgSlugSchema,
  brand: orgBrandSchema.optional(),
});
export type OrgBody = z.infer<typeof orgBodySchema>;
/** What a client sends: the brand's parts as typed, empty for none. */
export type OrgBodyInput = z.input<typeof orgBodySchema>;

export const teamBodySchema = z.object({ name: teamNameSchema });

const PERSON_MESSAGE = "Give the user id, or the username or email, of the person to add";

/**
 * The person is named by their user id, or by their username or email: an organisation's owners
 * and admins below level 4 cannot list users to find an id.
 */
export const addMemberSchema = z
  .object({
    userId: idSchema(USER_ID_MESSAGE).optional(),
    usernameOrEmail: z
      .string({ error: PERSON_MESSAGE })
      .trim()
      .min(1, PERSON_MESSAGE)
      .max(EMAIL_MAX, `Username or email must be at most ${EMAIL_MAX} characters`)
      .optional(),
    role: roleSchema,
    teamId: idSchema(TEAM_ID_MESSAGE).nullable().optional(),
  })
  .refine((body) => (body.userId === undefined) !== (body.usernameOrEmail === undefined), {
    message: PERSON_MESSAGE,
    path: ["userId"],
  });
export type AddMemberInput = z.infer<typeof addMemberSchema>;

export const changeMemberSchema = z
  .object({ role: roleSchema.optional(), teamId: idSchema(TEAM_ID_MESSAGE).nullable().optional() })
  .refine((body) => body.role !== undefined || body.teamId !== undefined, "Nothing to change");
export type ChangeMemberInput = z.infer<typeof changeMemberSchema>;

/**
 * DELETE /api/organizations/{orgId}/members/{userId}: what happens to the member's cards of the
 * organisation, asked for whenever they have any; nothing is deleted.
 */
export const removeMemberSchema = z.preprocess(
  // A member without cards of the organisation may be removed with no body at all.
  (body) => body ?? {},
  z
    .object({
      transferTo: idSchema(USER_ID_MESSAGE).optional(),
      deactivate: z.literal(true, { error: "deactivate must be true when sent" }).optional(),
    })
    .refine((body) => !(body.transferTo !== undefined && body.deactivate), {
      message: "Either transfer the cards or deactivate them, not both",
    }),
);
export type RemoveMemberInput = z.infer<typeof removeMemberSchema>;
export const memberRemovedSchema = z.object({
  message: z.string(),
  /** How many of the member's cards went to `transferTo`, and how many were deactivated. */
  transferred: z.number(),
  deactivated: z.number(),
});
export type MemberRemoved = z.infer<typeof memberRemovedSchema>;

export const orgParams = z.object({ orgId: idParamSchema(ORG_ID_MESSAGE) });
export const teamParams = orgParams.extend({ teamId: idParamSchema(TEAM_ID_MESSAGE) });
export const memberParams = orgParams.extend({ userId: idParamSchema(USER_ID_MESSAGE) });

export const membersQuerySchema = z.object({
  /** The last user id of the page before: members come in user id order. */
  after: idParamSchema(USER_ID_MESSAGE).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MEMBERS_PAGE_SIZE_MAX, `limit must be at most ${MEMBERS_PAGE_SIZE_MAX}`)
    .default(MEMBERS_PAGE_SIZE_DEFAULT),
});

/** The brand as it is answered: every part, null when unset. */
export const brandSchema = z.object({
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  font: z.enum(BRAND_FONTS).nullable(),
  logo: z.string().nullable(),
  qrLogo: z.string().nullable(),
});
export const orgSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), brand: brandSchema });
export type Org = z.infer<typeof orgSchema>;

export const teamSchema = z.object({ id: z.number(), name: z.string() });
export type Team = z.infer<typeof teamSchema>;

/** An organisation as its reader sees it: their role there (null for an administrator outside it). */
const orgSummarySchema = orgSchema.extend({
  role: roleSchema.nullable(),
  memberCount: z.number(),
});
export const orgListSchema = z.object({ organizations: z.array(orgSummarySchema) });
export const orgDetailSchema = orgSummarySchema.extend({ teams: z.array(teamSchema) });
export type OrgDetail = z.infer<typeof orgDetailSchema>;

export const memberSchema = z.object({
  userId: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
  role: roleSchema,
  teamId: z.number().nullable(),
  /** Made with a claim link and not claimed yet: the person has no password (decision 032). */
  pending: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const membersPageSchema = z.object({ members: z.array(memberSchema), next: z.number().nullable() });
