/**
 * TRUST_PROXY: which proxies' X-Forwarded-For, -Host and -Proto the server believes. A client
 * can put anything in those headers, so only entries added by a proxy we trust may count:
 *
 * - `false` (the default): none; the address is the connection's.
 * - `true`: the one proxy in front (a hop count of 1). The client's address is the header's
 *   last entry, the one that proxy added; whatever the client sent before it is ignored.
 * - a hop count N: N proxies in a row in front; the address is the Nth entry from the right.
 * - a comma-separated list of proxy addresses and CIDR ranges (and proxy-addr's names
 *   `loopback`, `linklocal`, `uniquelocal`): the address is the first entry from the right that
 *   is not one of them. Unlike a hop count, this also ignores the headers of a client that
 *   reaches the server directly.
 *
 * Trusting every hop (Fastify's `trustProxy: true`) would take the header's first entry, which
 * the client writes itself: one forged header per request would reset every per-address limit.
 */
import { isIP } from "node:net";
import type { FastifyServerOptions } from "fastify";
import { z } from "zod";

/** false: no proxy; a number: that many proxies in a row; a list: these proxy addresses/ranges. */
export type TrustProxy = false | number | string[];

const OFF = new Set(["", "false", "0", "no"]);
const ONE_HOP = new Set(["true", "yes"]);
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 100;
const EXPECTED =
  "must be true, false, a hop count (1 or more), or a comma-separated list of proxy addresses or CIDR ranges";

/** An address or CIDR range as proxy-addr (Fastify's) accepts it, so a bad one stops the start here. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.lastIndexOf("/");
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0 || address.includes("%")) return false;
  if (slash === -1) return true;
  const bits = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const text = (raw ?? "").trim();
    if (OFF.has(text)) return false;
    if (ONE_HOP.has(text)) return 1;
    if (/^[+-]?\d+(\.\d*)?$/.test(text)) {
      const hops = Number(text);
      if (Number.isInteger(hops) && hops >= 1 && hops <= MAX_HOPS) return hops;
      ctx.addIssue({
        code: "custom",
        message: `${EXPECTED}; a hop count is a whole number from 1 to ${MAX_HOPS}`,
      });
      return z.NEVER;
    }
    const entries = text
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || invalid.length > 0) {
      const named = invalid.length > 0 ? `; not an address or CIDR range: ${invalid.join(", ")}` : "";
      ctx.addIssue({ code: "custom", message: `${EXPECTED}${named}` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. A hop count is given as a function of the hop: the
 * Fastify in use treats a bare number as trusting no proxy at all.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}
