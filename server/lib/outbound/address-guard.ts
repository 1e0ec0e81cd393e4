/**
 * Which addresses an outgoing request (a webhook, a CRM push) may reach: public unicast only,
 * unless OUTBOUND_ALLOWLIST names the host or holds the address. Every address a name resolves
 * to is checked, and the request then connects to the one checked (./outbound-request.ts), so a
 * name that answers a public address to the check and a private one to the connection (DNS
 * rebinding) reaches nothing it should not.
 */
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { isAllowlisted, type OutboundAllowlist } from "./allowlist";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** How a host name becomes its addresses; tests put their own answers in. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** A request refused before it was sent; never worth trying again as it is. */
export class OutboundRefused extends Error {}

/** The URL's host without IPv6 brackets or a trailing dot. */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

/**
 * Public unicast: ipaddr.js's range "unicast" after unwrapping IPv4-mapped IPv6, so private,
 * loopback, link-local, unique-local, shared (CGNAT), multicast, unspecified, reserved and the
 * tunnelling ranges that embed another address (6to4, Teredo, NAT64) are all refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/**
 * The address to connect to for `url`: its first resolved address once every address it resolves
 * to passed, else OutboundRefused saying why.
 */
export async function checkedAddress(
  url: URL,
  allowlist: OutboundAllowlist,
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  const literal = ipaddr.isValid(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
  } else {
    // A name that does not resolve now may tomorrow (a DNS outage, a record not yet made): a
    // plain error, retried on the schedule, not a refusal.
    try {
      addresses = await resolve(host);
    } catch {
      throw new Error(`The host name ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new Error(`The host name ${host} has no address`);
  }
  for (const { address } of addresses) {
    if (!isPublicAddress(address) && !isAllowlisted(allowlist, host, address)) {
      throw new OutboundRefused(
        literal
          ? `${address} is not a public address (add it to OUTBOUND_ALLOWLIST to allow it)`
          : `${host} resolves to ${address}, which is not a public address (add it to OUTBOUND_ALLOWLIST to allow it)`,
      );
    }
  }
  if (
    url.protocol === "http:" &&
    !addresses.every(({ address }) => isAllowlisted(allowlist, host, address))
  ) {
    throw new OutboundRefused("Only https:// addresses can be reached, except hosts in OUTBOUND_ALLOWLIST");
  }
  return addresses[0] as ResolvedAddress;
}
