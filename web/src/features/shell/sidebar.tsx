import { PRODUCT_NAME } from "@core/limits";
import { allows } from "@core/policy";
import {
  BarChart3,
  BookOpen,
  ChevronsLeft,
  ChevronsRight,
  Contact,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  PenSquare,
  ShieldCheck,
  UserCog,
  Users,
  Webhook,
} from "lucide-react";
import { Fragment } from "react";
import { NavLink } from "react-router";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { displayName, type User } from "@/features/auth/types";
import { useLogout } from "@/features/auth/use-auth";
import { NewLeadsNavLink } from "@/features/leads/new-leads-nav-link";
import { OrganizationsNavLink } from "@/features/organizations/organizations-nav-link";
import { cn } from "@/lib/cn";
import { useSelectedCardId } from "./selected-card";

interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
}

function navItems(user: User, cardId: string | undefined): NavItem[] {
  const items: NavItem[] = [
    { to: "/dashboard", label: "Dashboard", Icon: LayoutDashboard },
    // Leads inbox (issue 38).
    { to: "/leads", label: "Leads", Icon: Contact },
  ];
  if (cardId) {
    items.push(
      { to: `/editor/${cardId}`, label: "Card Editor", Icon: PenSquare },
      { to: `/analytics/${cardId}`, label: "Advanced Analytics", Icon: BarChart3 },
    );
  }
  items.push(
    { to: "/account", label: "Account", Icon: UserCog },
    { to: "/guide", label: "User Guide", Icon: BookOpen },
  );
  // Webhooks and HubSpot (issue 38).
  if (allows(user, "webhooks.use")) {
    items.push({ to: "/integrations", label: "Integrations", Icon: Webhook });
  }
  if (allows(user, "user.manage")) {
    items.push({ to: "/users", label: "User Management", Icon: Users });
  }
  if (allows(user, "audit.read")) {
    items.push({ to: "/security", label: "Security", Icon: ShieldCheck });
  }
  return items;
}

function navLinkClasses(collapsed: boolean): string {
  return cn(
    "flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring",
    collapsed && "justify-center px-0",
  );
}

interface SidebarProps {
  user: User;
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

export function Sidebar({ user, collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
  const cardId = useSelectedCardId();
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col bg-card text-card-foreground">
      <div
        className={cn(
          "flex h-16 items-center gap-2 border-b border-border px-4",
          collapsed && "justify-center px-2",
        )}
      >
        <span
          aria-hidden
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground"
        >
          C
        </span>
        {!collapsed && <span className="text-lg font-bold">{PRODUCT_NAME}</span>}
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {navItems(user, cardId).map(({ to, label, Icon }, index) => (
            <Fragment key={to}>
              <li>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  title={collapsed ? label : undefined}
                  aria-label={collapsed ? label : undefined}
                  className={({ isActive }) =>
                    cn(navLinkClasses(collapsed), isActive && "bg-accent text-accent-foreground")
                  }
                >
                  <Icon className="h-5 w-5 shrink-0" aria-hidden />
                  {!collapsed && <span>{label}</span>}
                </NavLink>
              </li>
              {/* Right below Dashboard, whose New leads section it leads to. */}
              {index === 0 && (
                <NewLeadsNavLink
                  collapsed={collapsed}
                  className={navLinkClasses(collapsed)}
                  onNavigate={onNavigate}
                />
              )}
            </Fragment>
          ))}
          <OrganizationsNavLink
            user={user}
            collapsed={collapsed}
            className={navLinkClasses(collapsed)}
            onNavigate={onNavigate}
          />
        </ul>
      </nav>

      <div className="space-y-2 border-t border-border p-3">
        <div className={cn("flex items-center gap-2", collapsed && "flex-col")}>
          {!collapsed && (
            <div className="min-w-0 flex-1">
              {/* Truncated to the width; the whole text is in the title and for screen readers. */}
              <p className="truncate text-sm font-semibold" title={displayName(user)}>
                {displayName(user)}
              </p>
              <p className="truncate text-xs text-muted-foreground" title={user.email}>
                {user.email}
              </p>
            </div>
          )}
          <ThemeToggle />
        </div>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          aria-label={collapsed ? "Sign out" : undefined}
          className={cn(
            "flex min-h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring cursor-pointer",
            collapsed && "justify-center px-0",
          )}
        >
          <LogOut className="h-5 w-5" aria-hidden />
          {!collapsed && "Sign out"}
        </button>
        {onToggleCollapsed && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
            className="flex min-h-10 w-full items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
          >
            {collapsed ? (
              <ChevronsRight className="h-5 w-5" aria-hidden />
            ) : (
              <ChevronsLeft className="h-5 w-5" aria-hidden />
            )}
          </button>
        )}
      </div>
    </div>
  );
}
