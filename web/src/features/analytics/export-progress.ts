/**
 * What the screen makes of each poll of GET …/export/progress/{id}: the download runs in the
 * browser's own download manager, so these polls are the screen's only view of it.
 */
import type { ExportProgress } from "@core/schemas/analytics";

/** How often the screen asks. */
export const POLL_INTERVAL_MS = 500;
/**
 * How long the server may take to start writing before the screen stops waiting for it (a
 * refused export never starts; the browser reports the failed download itself).
 */
export const START_TIMEOUT_MS = 20_000;

export type PollStep =
  | { state: "running"; percent: number }
  | { state: "done" }
  /** The server never reported this export. */
  | { state: "gone" };

export function pollStep(progress: ExportProgress | null, seenBefore: boolean, elapsedMs: number): PollStep {
  if (progress) {
    if (progress.done) return { state: "done" };
    // 100% only once the server says done: the total is an estimate.
    const percent = progress.total > 0 ? Math.min(99, Math.floor((progress.rows / progress.total) * 100)) : 0;
    return { state: "running", percent };
  }
  // Seen, then gone: it finished and its record was dropped between two polls.
  if (seenBefore) return { state: "done" };
  return elapsedMs > START_TIMEOUT_MS ? { state: "gone" } : { state: "running", percent: 0 };
}
