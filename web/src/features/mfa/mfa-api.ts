/** The account's second step, as the account page and the sign-in page's setup ask the server. */
import { apiRequest } from "@/lib/api";

export interface TotpSetupAnswer {
  secret: string;
  otpauthUrl: string;
}

export const MFA_STATUS_PATH = "/api/account/mfa";

export const beginTotpSetup = () => apiRequest<TotpSetupAnswer>("POST", "/api/account/totp");

export const enableTotp = (code: string) =>
  apiRequest<{ recoveryCodes: string[] }>("POST", "/api/account/totp/enable", { code });

export const disableTotp = (password: string, code: string) =>
  apiRequest<{ message: string }>("POST", "/api/account/totp/disable", { password, code });

export const renewRecoveryCodes = (code: string) =>
  apiRequest<{ recoveryCodes: string[] }>("POST", "/api/account/totp/recovery-codes", { code });
