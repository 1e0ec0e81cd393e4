import { PRODUCT_NAME } from "@core/limits";
import { Smartphone } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { InstallAppButton } from "./install-app-button";
import { useCanInstall } from "./install-prompt";
import { InstallSteps } from "./install-steps";
import { useInstallGuide } from "./use-install-guide";

export const INSTALL_GUIDE_TITLE = "Install as an App";
export const INSTALL_GUIDE_DESCRIPTION = `Keep ${PRODUCT_NAME} on your home screen and open it like any other app.`;

/**
 * The install guide dialog and its floating 'Install Guide' button: the dialog
 * opens by itself 2 s after the first visit once the user has a card (`hasCard`); 'Got it'
 * remembers it was seen; from then on the button, bottom right, reopens it. The screen that
 * mounts this keeps room at its bottom for the button (see the dashboard), so it never hides the
 * last controls for good.
 */
export function InstallGuideLauncher({ hasCard }: { hasCard: boolean }) {
  const guide = useInstallGuide({ hasCard });
  const canInstall = useCanInstall();
  return (
    <Dialog open={guide.open} onOpenChange={(open) => (open ? guide.reopen() : guide.close())}>
      {guide.showLauncher && (
        <DialogPrimitive.Trigger asChild>
          <Button
            // Below the toasts (z-100): a toast may cover it for its 5 s, but toasts never move
            // for it, so a toast's Dismiss stays where the pointer aims.
            className="fixed right-4 bottom-4 z-40 h-12 w-12 rounded-full px-0 shadow-lg sm:w-auto sm:px-5"
          >
            <Smartphone className="h-5 w-5" aria-hidden />
            {/* One name at every width; on a phone the button is its icon alone. */}
            <span className="sr-only sm:not-sr-only">Install Guide</span>
          </Button>
        </DialogPrimitive.Trigger>
      )}
      <DialogContent>
        <DialogHeading title={INSTALL_GUIDE_TITLE} description={INSTALL_GUIDE_DESCRIPTION} />
        <InstallSteps />
        <DialogFooter>
          <InstallAppButton />
          {/* The main action is installing when the browser can; otherwise closing. */}
          <Button variant={canInstall ? "outline" : "primary"} onClick={guide.close}>
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
