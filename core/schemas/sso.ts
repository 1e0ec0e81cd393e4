/** Single sign-on's answers (decision 033, item 4); the link step's body is loginSchema's. */
import { z } from "zod";

/** POST /api/auth/oidc/link: the identity is linked and the session started; where to go now. */
export const ssoLinkAnswerSchema = z.object({ returnTo: z.string() });
export type SsoLinkAnswer = z.infer<typeof ssoLinkAnswerSchema>;
