/** The signed-in user as GET /api/user returns it. */
export interface User {
  id: number;
  username: string;
  fullName: string | null;
  email: string;
  phone: string | null;
  accessLevel: number;
  createdAt: string;
}

export function displayName(user: Pick<User, "fullName" | "username">): string {
  return user.fullName?.trim() || user.username;
}
