import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Warns before unsaved changes are lost: the browser's own prompt when the tab is closed or
 * reloaded, and a confirmation before any navigation inside the app.
 */
export function UnsavedChangesGuard({
  dirty,
  description = "You have unsaved changes to this card. If you leave now, they will be lost.",
}: {
  dirty: boolean;
  description?: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description={description}
      confirmLabel="Leave without saving"
      destructive
      onConfirm={() => {
        if (blocker.state === "blocked") blocker.proceed();
      }}
    />
  );
}
