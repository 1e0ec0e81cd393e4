/**
 * Accounts whose email domain an administrator made sign in with the identity provider only:
 * a password or a passkey is refused for them (403 with `sso: true`, so the sign-in page sends
 * the person on to the provider), and the refusal is audited. Only while a provider is
 * configured: without one, the rule would lock those accounts out.
 */
import type { AuditMethod, SignInSettings } from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { ssoRequired } from "../../lib/http-error";
import { recordAudit } from "../audit/record";
import { readSignInSettings, ssoRequiredFor } from "./settings";

const SSO_ONLY = "Your organisation signs in with single sign-on. Use the single sign-on button.";

export async function refuseIfSsoOnly(
  ctx: AppContext,
  user: UserRow,
  method: AuditMethod,
  ip: string,
  settings?: SignInSettings,
): Promise<void> {
  if (!ctx.config.oidc) return;
  if (!ssoRequiredFor(settings ?? (await readSignInSettings(ctx.db, ctx.config)), user.email)) return;
  await recordAudit(ctx.db, {
    action: "sign-in",
    outcome: "failure",
    method,
    subject: user,
    ip,
    details: { reason: "sso-required" },
  });
  throw ssoRequired(SSO_ONLY);
}
