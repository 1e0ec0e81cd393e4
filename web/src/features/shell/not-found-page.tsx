import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { usePageTitle } from "./use-page-title";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link
          to="/"
          className="mt-6 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
