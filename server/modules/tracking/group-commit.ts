/**
 * Group commit: events that arrive within a few milliseconds of each other are
 * written by one statement, and each caller's promise settles only once that statement has
 * committed (or failed). An acknowledged event is therefore never lost, and a burst of
 * visitors costs a handful of commits instead of one per request.
 *
 * One batch is in flight at a time. While it commits, new events queue up and go together
 * in the next batch the moment it finishes: under load the batches grow by themselves,
 * which is the point of group commit, and on the embedded database (one connection)
 * parallel batches would only wait for each other anyway.
 */

export interface GroupCommitOptions<T, R> {
  /**
   * Writes a batch in one statement and returns one result per item, in the same order.
   * Throwing (or returning the wrong number of results) fails every item of the batch.
   */
  insert: (batch: T[]) => Promise<R[]>;
  /** How long the first event of an idle queue waits for company. */
  maxDelayMs: number;
  /** A batch is written at once when it reaches this size, and never exceeds it. */
  maxBatchSize: number;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class WriterClosedError extends Error {
  constructor() {
    super("The event writer is closed; the server is shutting down.");
  }
}

export class GroupCommitWriter<T, R> {
  private queue: Waiting<T, R>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: GroupCommitOptions<T, R>) {
    if (options.maxBatchSize < 1) throw new RangeError("maxBatchSize must be at least 1");
  }

  /** Queues one event; settles after the batch holding it has committed. */
  write(item: T): Promise<R> {
    if (this.closed) return Promise.reject(new WriterClosedError());
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.queue.length >= this.options.maxBatchSize) this.flush();
      else if (!this.timer && !this.inFlight) {
        this.timer = setTimeout(() => this.flush(), this.options.maxDelayMs);
      }
    });
  }

  /** Events waiting for a batch (not counting the one in flight). */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * Writes everything queued, waits for it, and refuses further events. Nothing that was
   * accepted is dropped and nobody is left waiting; failures go to the callers, not here.
   */
  async close(): Promise<void> {
    this.closed = true;
    while (this.inFlight || this.queue.length > 0) {
      if (!this.inFlight) this.flush();
      await this.inFlight;
    }
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // The batch in flight calls flush again when it finishes.
    if (this.inFlight || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.options.maxBatchSize);
    this.inFlight = this.commit(batch).finally(() => {
      this.inFlight = undefined;
      // Whatever queued meanwhile has already waited a whole commit: write it now.
      if (this.queue.length > 0) this.flush();
    });
  }

  private async commit(batch: Waiting<T, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await this.options.insert(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`insert returned ${results.length} results for a batch of ${batch.length}`);
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      waiting.resolve(results[index] as R);
    });
  }
}
