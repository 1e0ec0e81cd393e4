/** Whether an update moved the account to another address (emails match case-insensitively). */
export function emailChanged(before: string, after: string): boolean {
  return before.toLowerCase() !== after.toLowerCase();
}
