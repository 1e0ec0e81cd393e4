import type { UserRow } from "./repo";

/** The user as the API shows it: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  fullName: string | null;
  email: string;
  phone: string | null;
  accessLevel: number;
  createdAt: string;
}

export function presentUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    accessLevel: row.accessLevel,
    createdAt: row.createdAt.toISOString(),
  };
}
