import { USERS_DENIAL } from "@core/policy";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { usePageTitle } from "@/features/shell/use-page-title";

/** The spec's text for /users below level 4, inside the app's frame. */
const USERS_DENIAL_TITLE = "Access Denied";
const USERS_DENIAL_TEXT = USERS_DENIAL.replace(/^Access Denied:\s*/, "");

export function UsersDenied() {
  usePageTitle(USERS_DENIAL_TITLE);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div className="max-w-md text-center">
        <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{USERS_DENIAL_TITLE}</h1>
        <p className="mt-2 text-muted-foreground">{USERS_DENIAL_TEXT}</p>
        <Link to="/" className={`${buttonClasses("primary")} mt-6`}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
