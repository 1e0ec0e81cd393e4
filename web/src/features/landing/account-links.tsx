import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { useUser } from "@/features/auth/use-auth";
import { cn } from "@/lib/cn";

interface AccountLinksProps {
  /** Full-width buttons one above the other (the mobile drawer). */
  stacked?: boolean;
  /** Called after a link is followed (closes the drawer). */
  onNavigate?: () => void;
  /** Below 640 px only the main link (a narrow header with no drawer). */
  compact?: boolean;
}

/**
 * What 'Get Started' asks of /auth: the Register tab, which it shows when sign-up is open
 * (GET /api/config/auth); otherwise /auth stays on the Login tab.
 */
export const GET_STARTED_STATE = { tab: "register" } as const;

/**
 * 'Login' and 'Get Started' when signed out, 'Dashboard' and 'My Cards' when signed in
 * (spec 000 §2). Nothing is shown while the user is still loading, to avoid a flash of
 * the wrong pair.
 */
export function AccountLinks({ stacked, onNavigate, compact }: AccountLinksProps) {
  const { data: user, isPending } = useUser();
  if (isPending) return stacked ? null : <span aria-hidden className="block h-10 w-44" />;

  const links = user
    ? [
        { to: "/dashboard", label: "Dashboard", variant: "ghost" as const, state: undefined },
        { to: "/dashboard", label: "My Cards", variant: "primary" as const, state: undefined },
      ]
    : [
        { to: "/auth", label: "Login", variant: "ghost" as const, state: undefined },
        { to: "/auth", label: "Get Started", variant: "primary" as const, state: GET_STARTED_STATE },
      ];

  return (
    <ul className={cn("flex gap-2", stacked ? "flex-col" : "items-center")}>
      {links.map((link) => (
        <li key={link.label} className={compact && link.variant === "ghost" ? "hidden sm:block" : undefined}>
          <Link
            to={link.to}
            state={link.state}
            onClick={onNavigate}
            className={cn(
              buttonClasses(stacked && link.variant === "ghost" ? "outline" : link.variant),
              stacked && "w-full",
            )}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
