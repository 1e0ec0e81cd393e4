import { newLeadsLabel } from "@core/leads";
import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { useNewLeads } from "./api";
import { NEW_LEADS_SECTION_ID } from "./lead-links";

/** Above this the badge says '99+'; the accessible name keeps the exact count. */
const BADGE_MAX = 99;

/**
 * The sidebar's 'New leads' entry with its count (core/leads.ts), shown while there are new
 * leads; it leads to the dashboard's New leads section, which links to each list.
 */
export function NewLeadsNavLink({
  collapsed,
  className,
  onNavigate,
}: {
  collapsed: boolean;
  className: string;
  onNavigate?: () => void;
}) {
  const leads = useNewLeads();
  const total = leads.data?.total ?? 0;
  if (total === 0) return null;
  const label = newLeadsLabel(total);
  return (
    <li>
      <Link
        to={`/dashboard#${NEW_LEADS_SECTION_ID}`}
        onClick={onNavigate}
        aria-label={label}
        title={collapsed ? label : undefined}
        className={cn(className, "relative")}
      >
        <Inbox className="h-5 w-5 shrink-0" aria-hidden />
        {!collapsed && <span className="flex-1">New leads</span>}
        <span
          aria-hidden
          className={cn(
            "rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground tabular-nums",
            collapsed && "absolute top-0 right-1",
          )}
        >
          {total > BADGE_MAX ? `${BADGE_MAX}+` : total}
        </span>
      </Link>
    </li>
  );
}
