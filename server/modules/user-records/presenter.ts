import type { AccountUser } from "../../../core/schemas/auth";
import type { UserRow } from "../../db/schema";

/** Columns the API never shows. */
type PrivateColumn = "password";
// A new column fails here until it is shown (added to core's accountUserSchema) or listed as private.
type Undecided = Exclude<keyof UserRow, keyof AccountUser | PrivateColumn>;
const everyColumnDecided: [Undecided] extends [never] ? true : Undecided = true;
void everyColumnDecided;

/** The user as the API shows them (core's accountUserSchema): never the password hash. */
export function presentUser(row: UserRow): AccountUser {
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
