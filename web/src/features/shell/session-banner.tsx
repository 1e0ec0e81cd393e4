import { CloudOff, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSessionCheck } from "@/features/auth/use-auth";
import { useOnline } from "@/features/offline/use-online";

const OFFLINE_BANNER = "You're offline: showing what was saved on this device";
const UNREACHABLE_BANNER = "Can't reach the server";

/**
 * Above the signed-in screens while the session cannot be checked: the browser is
 * offline, or the server did not answer. The screens go on with what this device saved; the
 * check is retried on reconnecting and every few seconds, and the banner goes when it answers.
 * The status region stays in the page so that screen readers announce the text when it appears.
 */
export function SessionBanner() {
  const { unanswered, checking, retry } = useSessionCheck();
  const online = useOnline();
  return (
    <div
      className={
        unanswered
          ? "flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
          : undefined
      }
    >
      {unanswered && <CloudOff className="h-4 w-4 shrink-0" aria-hidden />}
      <p role="status" aria-live="polite" className={unanswered ? "min-w-0 flex-1 font-medium" : "sr-only"}>
        {unanswered ? (online ? UNREACHABLE_BANNER : OFFLINE_BANNER) : ""}
      </p>
      {unanswered && (
        <Button
          variant="outline"
          size="sm"
          onClick={retry}
          disabled={checking}
          aria-busy={checking}
          className="bg-transparent"
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {checking ? "Checking..." : "Try again"}
        </Button>
      )}
    </div>
  );
}
