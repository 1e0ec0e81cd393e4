/**
 * Keeps `process.nextTick` fast for the life of the server (decision 021).
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
 * A new tick object of node's own. The only way to get one: an async hook's `init` is handed
 * it, so a hook is enabled for one `process.nextTick` call and disabled again at once.
 */
export function catchTickObject(): object | undefined {
  let caught: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") caught ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return caught;
}

/** Keeps one tick object for the life of the process. Call it first thing at start-up. */
export function keepNextTickShape(): void {
  kept ??= catchTickObject();
}

/** The tick object kept (tests and the bench check that node still hands one over). */
export function keptTickObject(): object | undefined {
  return kept;
}
