import { ProgressBar } from "@/components/ui/progress-bar";
import { EXPORT_SCOPE_LABELS } from "./export-scopes";
import type { RunningExport } from "./use-export";

/** 'Exporting… 42%' while the server writes the file, then 'Export finished' for a moment. */
export function ExportStatus({ running }: { running: RunningExport | null }) {
  return (
    <div role="status" className="min-w-0">
      {running && (
        <div className="w-full space-y-0.5 sm:w-72">
          <ProgressBar value={running.percent} label={running.done ? "Export finished" : "Exporting…"} />
          <p className="text-xs text-muted-foreground">{EXPORT_SCOPE_LABELS[running.scope]}</p>
        </div>
      )}
    </div>
  );
}
