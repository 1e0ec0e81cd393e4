/** How the screens name the organisation roles, and which of them the signed-in user may give. */
import { ORG_ROLES, type OrgRole } from "@core/organizations";
import { allows } from "@core/policy";
import type { User } from "@/features/auth/types";

export const ROLE_LABELS: Record<OrgRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

/** The roles `actor` (whose role here is `role`) may give a member now holding `current` (null: a newcomer). */
export function givableRoles(actor: User, role: OrgRole | null, current: OrgRole | null): OrgRole[] {
  return ORG_ROLES.filter(
    (give) => give === current || allows(actor, "org.giveRole", { role, give, current }),
  );
}
