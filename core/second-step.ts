/**
 * The second step's codes as people type them, without zod, so the sign-in page can check them
 * before it has loaded any schema (decision 027); core/schemas/sign-in.ts checks the same way.
 */
export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";
export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes.";

/** The six digits of a typed code (spaces between groups ignored), or undefined. */
export function readTotpCode(text: string): string | undefined {
  const code = text.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : undefined;
}

/** A typed recovery code, upper-cased without its dash or spaces, or undefined. */
export function readRecoveryCode(text: string): string | undefined {
  const code = text.replace(/[\s-]+/g, "").toUpperCase();
  return /^[A-Z2-7]{10}$/.test(code) ? code : undefined;
}
