/**
 * Authenticator-app codes (TOTP, RFC 6238) as every app reads them: SHA-1, 6 digits, 30-second
 * steps, from a 20-byte secret. A code of the step before or after the current one is accepted
 * too, for a phone's clock a little off.
 */
import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;
/** Steps either side of now that still count. */
const DRIFT_STEPS = 1;

function totpOf(secretBase32: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh secret, base32 (what people type into an app that cannot scan). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the setup QR code holds. */
export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/**
 * The step `code` belongs to (within the drift either side of `now`), or undefined. The caller
 * accepts it only if that step is later than the last one taken, so a code works once.
 */
export function matchingStep(
  secretBase32: string,
  code: string,
  now: number = Date.now(),
): number | undefined {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of the step `now` falls in (tests and the setup screen's checks). */
export function totpCodeAt(secretBase32: string, now: number): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}
