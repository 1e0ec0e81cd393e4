/**
 * What the batch upload's progress bar says at each point (decision 004). The server checks
 * the rows, then hashes each password (most of the time), then saves all users in one
 * transaction; the bar gives each phase its share of the way.
 */
import type { BulkPhase, BulkProgress } from "@core/schemas/users";

const SHARE: Record<BulkPhase, { from: number; to: number }> = {
  checking: { from: 0, to: 5 },
  hashing: { from: 5, to: 90 },
  saving: { from: 90, to: 100 },
};

const count = (n: number) => n.toLocaleString("en-US");

export interface BulkProgressView {
  percent: number;
  label: string;
}

/** `progress` is the server's last event; undefined while the rows are still being sent. */
export function bulkProgressView(progress: BulkProgress | undefined, sending: number): BulkProgressView {
  if (!progress) {
    return { percent: 0, label: `Sending ${count(sending)} user${sending === 1 ? "" : "s"}...` };
  }
  const { from, to } = SHARE[progress.phase];
  const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
  const percent = Math.floor(from + (to - from) * fraction);
  switch (progress.phase) {
    case "checking":
      return { percent, label: "Checking usernames, emails and card URLs..." };
    case "hashing":
      return { percent, label: `Creating accounts: ${count(progress.done)} of ${count(progress.total)}` };
    case "saving":
      return { percent, label: `Saving ${count(progress.total)} users and their cards...` };
  }
}
