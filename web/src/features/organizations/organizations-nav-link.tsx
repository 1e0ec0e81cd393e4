/**
 * The sidebar's 'Organisations' entry: for level 5, who runs every organisation, and for whoever
 * belongs to one (learnt from the list, asked once the frame is shown). It is part of the frame
 * every signed-in page loads first, so it takes only what the frame already has: no zod, none of
 * the organisation screens' code.
 */
import { allows } from "@core/policy";
import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { NavLink } from "react-router";
import type { User } from "@/features/auth/types";
import { apiRequest } from "@/lib/api";
import { cn } from "@/lib/cn";
import { ORGANIZATIONS_PATH } from "@/lib/read-paths";
import type { OrgSummary } from "./org-urls";

const LABEL = "Organisations";

interface OrganizationsNavLinkProps {
  user: User;
  collapsed: boolean;
  className: string;
  onNavigate?: () => void;
}

export function OrganizationsNavLink({ user, collapsed, className, onNavigate }: OrganizationsNavLinkProps) {
  const runsAll = allows(user, "org.create");
  const list = useQuery({
    queryKey: [ORGANIZATIONS_PATH],
    queryFn: () => apiRequest<{ organizations: OrgSummary[] }>("GET", ORGANIZATIONS_PATH),
    // Level 5 sees the entry whatever the list holds: nothing to ask.
    enabled: !runsAll,
  });
  if (!runsAll && (list.data?.organizations.length ?? 0) === 0) return null;
  return (
    <li>
      <NavLink
        to="/organizations"
        onClick={onNavigate}
        title={collapsed ? LABEL : undefined}
        aria-label={collapsed ? LABEL : undefined}
        className={({ isActive }) => cn(className, isActive && "bg-accent text-accent-foreground")}
      >
        <Building2 className="h-5 w-5 shrink-0" aria-hidden />
        {!collapsed && <span>{LABEL}</span>}
      </NavLink>
    </li>
  );
}
