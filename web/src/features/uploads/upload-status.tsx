import { Loader2 } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import type { UploadPhase } from "./use-card-image-upload";

const PHASE_TEXT: Partial<Record<UploadPhase, string>> = {
  checking: "Checking the image…",
  processing: "Preparing the image…",
  saving: "Saving…",
};

/**
 * Where an upload stands: a progress bar while the file is sent, a short status line while it
 * is checked, prepared or saved, nothing when idle or while the cropper is open. The empty
 * status line stays in the page (so what appears in it is announced) and takes no room;
 * `className` (spacing) applies only while something shows.
 */
export function UploadStatus({
  phase,
  progress,
  label,
  className,
}: {
  phase: UploadPhase;
  progress: number;
  /** The progress bar's name: "Uploading profile picture". */
  label: string;
  className?: string;
}) {
  if (phase === "uploading") return <ProgressBar value={progress} label={label} className={className} />;
  const text = PHASE_TEXT[phase];
  return (
    <p
      role="status"
      className={cn("flex items-center gap-2 text-xs text-muted-foreground", text && className)}
    >
      {text && (
        <>
          <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
          {text}
        </>
      )}
    </p>
  );
}
