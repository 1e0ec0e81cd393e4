import type { Member } from "@core/schemas/organizations";

/** How a member is named on these screens: their full name, else their username. */
export function memberName(member: Pick<Member, "fullName" | "username">): string {
  return member.fullName?.trim() || member.username;
}
