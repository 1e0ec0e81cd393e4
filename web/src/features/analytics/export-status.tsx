import { ProgressBar } from "@/components/ui/progress-bar";
import { EXPORT_SCOPE_LABELS } from "./export-scopes";
import type { RunningExport } from "./use-export";

/** A bar without a figure, while the server has not said how far the export is. */
function WorkingBar({ label }: { label: string }) {
  return (
    <div className="space-y-1">
      <p className="text-xs text-muted-foreground">{label}</p>
      <div role="progressbar" aria-label={label} className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
    </div>
  );
}

/** 'Exporting… 42%' while the server writes the file, then 'Export finished' for a moment. */
export function ExportStatus({ running }: { running: RunningExport | null }) {
  return (
    <div role="status" className="min-w-0">
      {running && (
        <div className="w-full space-y-0.5 sm:w-72">
          {running.percent === null ? (
            <WorkingBar label="Exporting…" />
          ) : (
            <ProgressBar value={running.percent} label={running.done ? "Export finished" : "Exporting…"} />
          )}
          <p className="text-xs text-muted-foreground">{EXPORT_SCOPE_LABELS[running.scope]}</p>
        </div>
      )}
    </div>
  );
}
