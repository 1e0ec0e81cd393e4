/**
 * The chat's own limits (messages per session, new conversations per address) as fixed windows
 * per key: in memory for one process (WindowLimiter), in the database when several processes
 * share it (server/cluster/), so a visitor spreading messages over processes gets no more.
 */
import { countInWindow } from "../../../cluster/database-rate-limit-store";
import type { AppContext } from "../../../context";
import { WindowLimiter } from "./window-limiter";

export interface KeyedLimiter {
  /** Counts one use of `key`; false when the key has used up its window. */
  take(key: string): Promise<boolean>;
}

export function keyedLimiter(ctx: AppContext, name: string, max: number, windowMs: number): KeyedLimiter {
  if (ctx.config.limitsStore === "memory") {
    const local = new WindowLimiter(max, windowMs);
    return { take: async (key) => local.take(key) };
  }
  return {
    take: async (key) => (await countInWindow(ctx.db, `${name}|${key}`, windowMs)).current <= max,
  };
}
