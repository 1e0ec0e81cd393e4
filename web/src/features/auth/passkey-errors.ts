/**
 * What went wrong with a passkey, in words a person can act on. The browser reports a WebAuthn
 * failure by the error's name (a DOMException, or @simplewebauthn/browser's WebAuthnError that
 * keeps the name), the server by its own message; the rest is a dropped connection.
 */
import { ApiError } from "@/lib/api";

export type PasskeyAction = "add" | "sign-in";

const CANCELLED: Record<PasskeyAction, string> = {
  add: "The passkey was not added: the request was cancelled or timed out.",
  "sign-in":
    "The passkey sign-in was cancelled or timed out, or this device has no passkey for this site. Sign in with your password instead.",
};

const FAILED: Record<PasskeyAction, string> = {
  add: "The passkey was not added. Please try again.",
  "sign-in": "The passkey sign-in did not work. Please try again, or sign in with your password.",
};

/** The browser's refusals that a person can do something about, by the error's name. */
const BROWSER_REFUSALS: Record<string, (action: PasskeyAction) => string> = {
  NotAllowedError: (action) => CANCELLED[action],
  AbortError: (action) => CANCELLED[action],
  InvalidStateError: () => "This device already holds a passkey for your account.",
  NotSupportedError: () =>
    "This device cannot make a passkey for this site (one that checks your fingerprint, face, PIN or screen lock). Try another device.",
  ConstraintError: () =>
    "This device cannot make a passkey for this site (one that checks your fingerprint, face, PIN or screen lock). Try another device.",
  SecurityError: () =>
    "Passkeys do not work at this address. Open the site at its usual address, or ask your administrator to check its APP_URL setting.",
};

export function passkeyErrorMessage(error: unknown, action: PasskeyAction): string {
  if (error instanceof ApiError) return error.serverMessage || FAILED[action];
  const name = error instanceof Error ? error.name : undefined;
  const refusal = name ? BROWSER_REFUSALS[name] : undefined;
  if (refusal) return refusal(action);
  // The passkey code could not be fetched, or the request could not be sent.
  if (error instanceof TypeError) return "The connection failed. Check your connection and try again.";
  return FAILED[action];
}
