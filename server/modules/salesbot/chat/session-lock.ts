/**
 * One message at a time per chat session in this process: a second message waits for the first
 * reply, so it is answered knowing it (the database row is also locked while it is written, so
 * several processes on one PostgreSQL lose nothing either). An entry lives only while a message
 * of its session is in flight.
 */
const tails = new Map<string, Promise<void>>();

/** Runs `work` after the session's earlier work; `waited` tells whether there was any. */
export async function inSessionOrder<T>(key: string, work: (waited: boolean) => Promise<T>): Promise<T> {
  const earlier = tails.get(key);
  const previous = earlier ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  await previous;
  try {
    return await work(earlier !== undefined);
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}
