/**
 * What the processes of one installation tell each other (decision 018). One process
 * on its own (the embedded database) needs nothing: `singleProcess` runs everything here.
 * Several processes on one PostgreSQL use `startPostgresCoordinator` (postgres-coordinator.ts).
 */
import type { CardChange } from "../lib/card-changes";

export interface Coordinator {
  /** Tells the other processes that a card changed, after the change is committed. */
  announce(change: CardChange): void;
  /** Hears the changes other processes announce. */
  onAnnounced(listener: (change: CardChange) => void): void;
  /**
   * Hears that announcements may have been missed (the connection carrying them was lost):
   * whatever is kept in memory of other processes' data may be stale and must go.
   */
  onMissed(listener: () => void): void;
  /** Whether this process runs the periodic background work (one process at a time does). */
  isRunner(): boolean;
  close(): Promise<void>;
}

export function singleProcess(): Coordinator {
  return {
    announce() {},
    onAnnounced() {},
    onMissed() {},
    isRunner: () => true,
    async close() {},
  };
}
