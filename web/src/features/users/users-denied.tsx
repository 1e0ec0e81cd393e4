import { USERS_DENIAL } from "@core/policy";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { DeniedPage } from "@/features/shell/denied-page";

/** The spec's text for /users below level 4, inside the app's frame. */
const USERS_DENIAL_TITLE = "Access Denied";
const USERS_DENIAL_TEXT = USERS_DENIAL.replace(/^Access Denied:\s*/, "");

export function UsersDenied() {
  return (
    <DeniedPage
      icon={<ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden />}
      title={USERS_DENIAL_TITLE}
      text={USERS_DENIAL_TEXT}
      action={
        <Link to="/" className={`${buttonClasses("primary")} mt-6`}>
          Return to Home
        </Link>
      }
    />
  );
}
