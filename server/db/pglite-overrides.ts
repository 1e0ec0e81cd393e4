/**
 * A PGlite client with some of its methods replaced: what pglite-lean-client.ts and
 * pglite-synced-client.ts wrap the client in.
 */
import type { PGlite } from "@electric-sql/pglite";

type Method = (...args: never[]) => unknown;

/** `client`, answering `overrides[key]` for the keys given and the client's own member otherwise. */
export function withOverrides(client: PGlite, overrides: Partial<Record<keyof PGlite, unknown>>): PGlite {
  // PGlite's methods use private state: they must run on the client itself. Each is bound
  // once, not on every read (runPrepared reads `exec` for every statement).
  const bound = new WeakMap<Method, Method>();
  return new Proxy(client, {
    get(target, key) {
      if (Object.hasOwn(overrides, key)) return overrides[key as keyof PGlite];
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      let method = bound.get(value as Method);
      if (!method) {
        method = (value as Method).bind(target);
        bound.set(value as Method, method);
      }
      return method;
    },
  });
}
