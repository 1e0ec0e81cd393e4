import type { AccountUser } from "@core/schemas/auth";

/** The signed-in user as GET /api/user returns it (core's response schema). */
export type User = AccountUser;

export function displayName(user: Pick<User, "fullName" | "username">): string {
  return user.fullName?.trim() || user.username;
}
