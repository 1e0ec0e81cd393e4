import { buttonClasses } from "@/components/ui/button";
import { GET_STARTED_ADDRESS } from "@/features/auth/auth-request";
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
 * 'Login' and 'Get Started' when signed out, 'Dashboard' and 'My Cards' when signed in.
 * Nothing is shown while the user is still loading, to avoid a flash of
 * the wrong pair.
 */
export function AccountLinks({ stacked, onNavigate, compact }: AccountLinksProps) {
  const { data: user, isPending } = useUser();
  if (isPending) return stacked ? null : <span aria-hidden className="block h-10 w-44" />;

  const links = user
    ? [
        { to: "/dashboard", label: "Dashboard", variant: "ghost" as const },
        { to: "/dashboard", label: "My Cards", variant: "primary" as const },
      ]
    : [
        { to: "/auth", label: "Login", variant: "ghost" as const },
        { to: GET_STARTED_ADDRESS, label: "Get Started", variant: "primary" as const },
      ];

  return (
    <ul className={cn("flex gap-2", stacked ? "flex-col" : "items-center")}>
      {links.map((link) => (
        <li key={link.label} className={compact && link.variant === "ghost" ? "hidden sm:block" : undefined}>
          {/* A document of its own each (core/app-documents.ts): plain links, full page loads. */}
          <a
            href={link.to}
            onClick={onNavigate}
            className={cn(
              buttonClasses(stacked && link.variant === "ghost" ? "outline" : link.variant),
              stacked && "w-full",
            )}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
