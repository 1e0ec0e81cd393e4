/**
 * A cookie beside the HttpOnly session cookie that scripts can read: the server sets it with
 * every session and clears it with the session, and it says only that this browser may be
 * signed in. Without it there is no session, so the app does not ask GET /api/user, whose 401
 * browsers log as a failed request on every signed-out page.
 */
export const SIGNED_IN_HINT_COOKIE = "cardfolio_signed_in";

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
