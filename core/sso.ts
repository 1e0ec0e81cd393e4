/**
 * Single sign-on with the organisation's OpenID Connect provider (decision 033, item 4): the
 * reasons a sign-in through the provider did not finish, as the callback names them in
 * `/auth?sso_error=<code>`, and the sentence the sign-in page shows for each. One list, so the
 * server never sends a code the page cannot explain.
 */

export const SSO_ERRORS = {
  /** No live flow: it took longer than its 10 minutes, was already used, or never began here. */
  expired: "Single sign-on did not finish: the sign-in took too long or was already used. Please try again.",
  /** The person cancelled, or the provider refused them (error=access_denied). */
  denied:
    "Single sign-on was cancelled or refused by the identity provider. You can try again, or sign in with your password.",
  /** The provider answered with another error. */
  provider: "The identity provider could not sign you in. Please try again, or ask your administrator.",
  /** State, nonce, the code or the ID token did not check out (a tampered or replayed answer). */
  invalid: "Single sign-on could not be verified, so you were not signed in. Please try again.",
  /** Discovery or the token exchange could not reach the provider. */
  unavailable:
    "Single sign-on is not available right now: the identity provider cannot be reached. Please try again in a few minutes.",
  /** An account here needs an email address, and the provider did not give a usable one. */
  "no-email":
    "The identity provider did not share a valid email address, which an account here needs. Please ask your administrator.",
  /** The account with the provider's email has no password (it awaits its claim link) to link it with. */
  "cannot-link":
    "An account here already uses the email address your identity provider gave, and it has no password yet to link it with. Please ask your administrator.",
  /** OIDC_ISSUER and OIDC_CLIENT_ID are not set on this server. */
  "not-configured": "Single sign-on is not set up on this server. Please sign in with your password.",
} as const;

export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The sentence for `code` from the address, or undefined for a code this list does not know. */
export function ssoErrorMessage(code: string | null | undefined): string | undefined {
  return code && Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : undefined;
}

/** Where the callback sends the person whose existing account must prove itself once. */
export const SSO_LINK_STEP_QUERY = "sso=link";
