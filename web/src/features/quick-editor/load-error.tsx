import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";

/** The quick editor's load error screen: the server's message, and a way back. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-destructive/10" aria-hidden>
        <AlertTriangle className="h-6 w-6 text-destructive" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Error loading card</h1>
      <p className="text-muted-foreground">{errorMessage(error, "Card not found. Please try again.")}</p>
      <Link to="/dashboard" className={buttonClasses("primary")}>
        Go Back to Dashboard
      </Link>
    </div>
  );
}
