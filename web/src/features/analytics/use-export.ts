/**
 * Export Data: the browser downloads the CSV itself from a hidden link (streamed to disk,
 * named by the server's Content-Disposition), while the screen polls the export's progress.
 */
import type { AnalyticsRange, ExportScope } from "@core/schemas/analytics";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import { exportUrl, fetchExportProgress } from "./api";
import { POLL_INTERVAL_MS, pollStep } from "./export-progress";
import { type ExportTotals, scopeHasData } from "./export-scopes";
import { randomUuid } from "./random-uuid";

const NO_EXPORT_DATA = "No data available to export.";

export interface RunningExport {
  scope: ExportScope;
  token: string;
  /** Null while the server has not reported it: the bar shows activity without a figure. */
  percent: number | null;
  done: boolean;
}

/** Starts the download by following a link the way a click would, so the browser streams it to disk. */
function download(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  // Empty: the file keeps the name the server gives it.
  link.download = "";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** How long 'Export finished' stays before the progress bar goes away. */
const FINISHED_NOTICE_MS = 2_000;

export function useExport(cardId: number, range: AnalyticsRange, tz: string, totals: ExportTotals) {
  const [running, setRunning] = useState<RunningExport | null>(null);

  const start = useCallback(
    (scope: ExportScope) => {
      if (!scopeHasData(scope, totals)) {
        toast({ title: NO_EXPORT_DATA, variant: "destructive" });
        return;
      }
      const token = randomUuid();
      setRunning({ scope, token, percent: null, done: false });
      download(exportUrl(cardId, { scope, range, tz, progress: token }));
    },
    [cardId, range, tz, totals],
  );

  const token = running?.token;
  useEffect(() => {
    if (!token) return;
    const startedAt = Date.now();
    let seen = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (done: boolean) => {
      if (!done) {
        setRunning(null);
        return;
      }
      setRunning((current) =>
        current?.token === token ? { ...current, percent: 100, done: true } : current,
      );
      timer = setTimeout(
        () => setRunning((current) => (current?.token === token ? null : current)),
        FINISHED_NOTICE_MS,
      );
    };
    const poll = async () => {
      if (stopped) return;
      let progress = null;
      try {
        progress = await fetchExportProgress(cardId, token);
      } catch {
        // A failed poll (offline for a moment) says nothing about the download: ask again.
      }
      if (stopped) return;
      const step = pollStep(progress, seen, Date.now() - startedAt);
      seen ||= progress !== null;
      if (step.state === "running") {
        setRunning((current) => (current?.token === token ? { ...current, percent: step.percent } : current));
        timer = setTimeout(poll, POLL_INTERVAL_MS);
      } else {
        finish(step.state === "done");
      }
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [cardId, token]);

  return { running, start };
}
