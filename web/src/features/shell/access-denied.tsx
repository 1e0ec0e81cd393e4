import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { usePageTitle } from "./use-page-title";

/** Shown when the user's level is below the route's. */
export function AccessDenied({ message }: { message?: string }) {
  usePageTitle("Access Denied");
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md text-center">
        <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">
          {message ?? "You don't have the required access level to view this page."}
        </p>
        <Link to="/" className={`${buttonClasses("primary")} mt-6`}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
