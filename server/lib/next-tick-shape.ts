/**
 * Keeps `process.nextTick` fast for the life of the server (issue 19, decision 021).
 *
 * Node 20 builds each tick as an object literal with two computed symbol keys. V8 caches how
 * such a literal is built, but holds the intermediate object shapes only weakly; a few full
 * garbage collections at a moment when no tick is queued drop them, and from then on V8 gives
 * up caching that literal for good: every nextTick goes through the runtime, 5-8x slower
 * (about 700 ns instead of 100). Node's HTTP and stream code calls nextTick about eight times
 * per request, so a server with a large heap (the embedded database) spent 17% of a cached
 * page's time there, where a small process spends 1%. Holding one real tick object keeps its
 * shapes, and so the cache, alive.
 */
import { createHook } from "node:async_hooks";

let kept: object | undefined;

/**
 * Catches one of node's own tick objects (the only way to get one: the async-hook `init` is
 * handed it) and keeps it. Call it first thing at start-up, before the first full collections.
 */
export function keepNextTickShape(): void {
  if (kept) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") kept ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

/** The tick object kept (tests and the bench check that node still hands one over). */
export function keptTickObject(): object | undefined {
  return kept;
}
