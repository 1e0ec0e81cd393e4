/**
 * The WAL syncs of the embedded database, made off the event loop (decision 022).
 *
 * PGlite runs PostgreSQL on the event loop, so each commit's `fsync` of the WAL (decision 005)
 * stopped every request for as long as the disk took: 13% of the server's time under the
 * tracking load. Here PostgreSQL's request to sync a WAL file only notes the file; `flush()`
 * syncs the noted files on another thread (the WAL's own, decision 024), and the app answers
 * a statement only once it has (pglite-synced-client.ts). The two rules PostgreSQL relies on
 * still hold:
 * - **a commit is durable before anyone is told it happened**: the answer waits for `flush()`;
 * - **the WAL reaches the disk before what it describes** (data pages, truncations, new,
 *   renamed and removed files): every such change first syncs, synchronously, every WAL file
 *   written since the last sync (`beforeOtherChange`).
 *
 * A failed sync is final, as in PostgreSQL (which stops rather than retry an fsync, since
 * Linux may drop the failed pages): every later flush and change fails with it.
 */

/** The host's sync of a file descriptor, both ways: on this thread, and on another one. */
export interface HostSyncCalls {
  sync(fd: number): void;
  syncAsync(fd: number): Promise<void>;
}

export class WalSyncFailedError extends Error {
  /** What NODEFS turns into PostgreSQL's errno when this is thrown inside a file operation. */
  readonly code = "EIO";
  constructor(readonly cause: unknown) {
    super(`The embedded database could not sync its WAL to the disk: ${String(cause)}`);
  }
}

/** One sync of a WAL file under way on another thread. */
interface SyncUnderWay {
  fd: number;
  /** PostgreSQL closed the file since this sync began, and the close synced it. */
  coveredByClose: boolean;
}

export class DeferredWalSync {
  /** WAL files written since their last sync began. */
  private readonly pending = new Set<number>();
  private readonly underWay = new Set<SyncUnderWay>();
  /** Settles once every sync started so far has. */
  private allStarted: Promise<void> = Promise.resolve();
  private failure: WalSyncFailedError | undefined;

  constructor(
    private readonly host: HostSyncCalls,
    /** Called once per sync that reached the disk. */
    private readonly onSynced: () => void,
  ) {}

  /** PostgreSQL asked for a WAL file's sync (at a commit): noted, made by the next flush. */
  defer(fd: number): void {
    this.throwIfFailed();
    this.pending.add(fd);
  }

  /**
   * Before anything but a WAL write reaches the host: the WAL written so far goes to the disk
   * first, here and now, including files whose sync is still under way on another thread.
   */
  beforeOtherChange(): void {
    this.throwIfFailed();
    if (this.pending.size === 0 && this.underWay.size === 0) return;
    // A file closed since its sync began was synced then; its number may now name nothing.
    const started = [...this.underWay].filter((sync) => !sync.coveredByClose).map((sync) => sync.fd);
    for (const fd of new Set([...this.pending, ...started])) this.syncHere(fd);
    this.pending.clear();
  }

  /** PostgreSQL asked for another file's sync (a data file or a folder, at a checkpoint): made now, WAL first. */
  syncOther(fd: number): void {
    this.beforeOtherChange();
    this.syncHere(fd);
  }

  /**
   * PostgreSQL is closing `fd` (a finished WAL segment): a sync it still waits for is made
   * now, since the number may name another file once closed. A sync of it under way on
   * another thread may then fail with EBADF; that one is covered by this one.
   */
  beforeClose(fd: number): void {
    this.throwIfFailed();
    const started = [...this.underWay].filter((sync) => sync.fd === fd && !sync.coveredByClose);
    if (!this.pending.has(fd) && started.length === 0) return;
    this.syncHere(fd);
    this.pending.delete(fd);
    for (const sync of started) sync.coveredByClose = true;
  }

  /** Settles once every WAL write made so far is on the disk; rejects if a sync failed. */
  flush(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.size > 0) {
      const round = [...this.pending].map((fd) => this.syncElsewhere(fd));
      this.pending.clear();
      this.allStarted = Promise.all([this.allStarted, ...round]).then(() => {});
    }
    return this.allStarted.then(() => this.throwIfFailed());
  }

  private syncHere(fd: number): void {
    try {
      this.host.sync(fd);
    } catch (error) {
      this.failure ??= new WalSyncFailedError(error);
      throw error;
    }
    this.onSynced();
  }

  private async syncElsewhere(fd: number): Promise<void> {
    const sync: SyncUnderWay = { fd, coveredByClose: false };
    this.underWay.add(sync);
    try {
      await this.host.syncAsync(fd);
      this.onSynced();
    } catch (error) {
      const covered = sync.coveredByClose && (error as NodeJS.ErrnoException).code === "EBADF";
      if (!covered) this.failure ??= new WalSyncFailedError(error);
    } finally {
      this.underWay.delete(sync);
    }
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
