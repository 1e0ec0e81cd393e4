/**
 * The WebAuthn user handle of an account: the authenticator keeps it with the credential and gives
 * it back at every sign-in. It is the account's id, so a second passkey made on the same
 * authenticator replaces the first rather than piling up (after a passkey was removed here but
 * not on the device). It names no person: the username is shown by the authenticator, never used
 * as the handle.
 */
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";

export function userHandleOf(userId: number) {
  return isoUint8Array.fromUTF8String(`cardfolio:${userId}`);
}

/** Whether a sign-in's user handle (base64url, as the browser sends it) is this account's. */
export function isUserHandleOf(userHandle: string, userId: number): boolean {
  return userHandle === isoBase64URL.fromBuffer(userHandleOf(userId));
}
