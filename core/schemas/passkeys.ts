/**
 * Passkeys (WebAuthn, decision 033 item 3): the account page's list and its bodies, the sign-in
 * page's body, and the options the server hands the browser for `navigator.credentials`. The
 * browser's answers are checked in shape and bounded in size here; what they prove is checked by
 * @simplewebauthn/server.
 */
import { z } from "zod";
import { idParamSchema } from "./ids";

/** Passkeys one account may hold: enough for every device a person owns, bounded like every list. */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;
const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z
  .string({ error: "Give the passkey a name." })
  .trim()
  .min(1, "Give the passkey a name.")
  .max(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters.`);

export const passkeyParams = z.object({
  passkeyId: idParamSchema("Passkey id must be a positive whole number"),
});

/**
 * Base64url text of at most `max` characters. Credential ids are at most 1,023 bytes (WebAuthn),
 * 1,364 characters; the other limits leave room for the largest keys and client data a browser sends.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max, "The passkey's answer is too large.")
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, "The passkey's answer is not valid.");

const CREDENTIAL_ID_MAX = 1400;
const CLIENT_DATA_MAX = 4096;
const AUTHENTICATOR_DATA_MAX = 16_384;

const transportsSchema = z.array(z.string().max(30)).max(10);

/** What the authenticator's own extensions said; only bounded keys and scalar or small values. */
const clientExtensionResultsSchema = z.record(z.string().max(50), z.unknown());

/** What every answer of the browser's carries about the credential that made it. */
const credentialFields = {
  id: base64url(CREDENTIAL_ID_MAX),
  rawId: base64url(CREDENTIAL_ID_MAX),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
};

/** The browser's answer to `navigator.credentials.create()`, as @simplewebauthn/browser sends it. */
const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(CLIENT_DATA_MAX),
    attestationObject: base64url(AUTHENTICATOR_DATA_MAX),
    authenticatorData: base64url(AUTHENTICATOR_DATA_MAX).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(AUTHENTICATOR_DATA_MAX).optional(),
  }),
});

/** The browser's answer to `navigator.credentials.get()`. */
const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(CLIENT_DATA_MAX),
    authenticatorData: base64url(AUTHENTICATOR_DATA_MAX),
    signature: base64url(2048),
    // WebAuthn bounds the user handle to 64 bytes.
    userHandle: base64url(100).optional(),
  }),
});

/** POST /api/account/passkeys */
export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

/** PATCH /api/account/passkeys/:passkeyId */
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** POST /api/login/passkey */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** A passkey as the account page lists it: never its key or its credential id. */
export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO 8601 times; lastUsedAt is null until its first sign-in. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** The options for `navigator.credentials.create()` (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  attestation: z.enum(["none", "direct", "enterprise", "indirect"]).optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});

/** The options for `navigator.credentials.get()`: no allowed credentials, the authenticator offers its own. */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string(),
  timeout: z.number(),
  userVerification: z.enum(["discouraged", "preferred", "required"]),
});
