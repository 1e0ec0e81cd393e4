/**
 * What the screen makes of each poll of GET …/export/progress/{id}: the download runs in the
 * browser's own download manager, so these polls are the screen's only view of it.
 */
import type { ExportProgress } from "@core/schemas/analytics";

/** How often the screen asks. */
export const POLL_INTERVAL_MS = 500;
/**
 * How long the screen shows an export the server never reported (a refused one never starts,
 * and the browser reports the failed download itself; behind a load balancer the polls may
 * reach another process than the download, decision 012).
 */
export const START_TIMEOUT_MS = 20_000;

export type PollStep =
  /** `percent` null: the server has not reported this export (not started yet, or another process has it). */
  | { state: "running"; percent: number | null }
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
  return elapsedMs > START_TIMEOUT_MS ? { state: "gone" } : { state: "running", percent: null };
}
