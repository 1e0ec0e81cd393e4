/**
 * OUTBOUND_ALLOWLIST: the hosts on the private network that outgoing requests (webhooks, CRM
 * pushes) may reach although their addresses are private, loopback or link-local. Each entry is
 * a host name (matched exactly, case-insensitively), an IP address or a CIDR range.
 */
import ipaddr from "ipaddr.js";

export interface OutboundAllowlist {
  hosts: ReadonlySet<string>;
  ranges: ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An address as one range of its own length: /32 or /128. */
function exactRange(address: ipaddr.IPv4 | ipaddr.IPv6): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  return [address, address.kind() === "ipv4" ? 32 : 128];
}

/** The list, or a message naming the first entry that is none of the three. */
export function parseOutboundAllowlist(text: string | undefined): OutboundAllowlist | string {
  const hosts = new Set<string>();
  const ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  for (const raw of (text ?? "").split(",")) {
    const entry = raw.trim().toLowerCase();
    if (entry === "") continue;
    if (entry.includes("/")) {
      try {
        ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        return `"${raw.trim()}" is not a CIDR range`;
      }
    } else if (ipaddr.isValid(entry.replace(/^\[|\]$/g, ""))) {
      ranges.push(exactRange(ipaddr.parse(entry.replace(/^\[|\]$/g, ""))));
    } else if (HOST_NAME.test(entry)) {
      hosts.add(entry);
    } else {
      return `"${raw.trim()}" is not a host name, an IP address or a CIDR range`;
    }
  }
  return { hosts, ranges };
}

/** Whether the list names `host` (as requested) or holds `address` (as resolved). */
export function isAllowlisted(list: OutboundAllowlist, host: string, address?: string): boolean {
  if (list.hosts.has(host.toLowerCase().replace(/\.$/, ""))) return true;
  if (address === undefined || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return list.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}
