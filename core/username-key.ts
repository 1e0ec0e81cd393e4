/**
 * The one spelling of a username that names an account, for finding the account and for
 * counting failed sign-ins alike. Compatibility forms are folded first (NFKC: full-width
 * "ｊａｎｅ" and the Kelvin sign "K" become "jane" and "K"), then case. Stored usernames are
 * ASCII (the username rule), where JavaScript's and PostgreSQL's case folding agree, so a
 * spelling that still holds other characters names no account: it cannot be used to reach
 * one account under many throttle keys (the Turkish "İ" folds differently in the two).
 */
export function usernameKey(username: string): string {
  return username.trim().normalize("NFKC").toLowerCase();
}
