/** Single sign-on's link step and its answer (decision 033, item 4). */
import { z } from "zod";
import { loginSchema } from "./auth";
import { totpCodeSchema } from "./sign-in";

/**
 * POST /api/auth/oidc/link: the account's password, and a code from its authenticator app when
 * it uses one (linking must prove the account as much as signing in to it does).
 */
export const ssoLinkSchema = loginSchema.extend({ code: totpCodeSchema.optional() });
export type SsoLinkInput = z.infer<typeof ssoLinkSchema>;

/** POST /api/auth/oidc/link: the identity is linked and the session started; where to go now. */
export const ssoLinkAnswerSchema = z.object({ returnTo: z.string() });
export type SsoLinkAnswer = z.infer<typeof ssoLinkAnswerSchema>;
