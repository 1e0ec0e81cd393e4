import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { promptInstall, useCanInstall } from "./install-prompt";

/**
 * 'Install App': only while the browser offers installation and the app is not
 * already installed. On iOS there is never an offer; the guide's steps are the way there.
 */
export function InstallAppButton({ className }: { className?: string }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button className={className} onClick={() => void promptInstall()}>
      <Download className="h-4 w-4" aria-hidden />
      Install App
    </Button>
  );
}
