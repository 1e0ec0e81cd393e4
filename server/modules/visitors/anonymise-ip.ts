/**
 * Addresses are stored anonymised: an IPv4 address keeps its /24 (last octet
 * zeroed), an IPv6 address its /48 (the rest zeroed). Enough to tell networks apart in
 * analytics, too little to single out a visitor.
 */
import { isIPv4, isIPv6 } from "node:net";

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:1.2.3.4), as dual-stack servers report it. */
export function unmapIPv4(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped && isIPv4(mapped[1]!) ? mapped[1]! : address;
}

/** The eight 16-bit groups of an IPv6 address, expanding "::" and a dotted IPv4 tail. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((g) => Number.parseInt(g, 16)) : [];
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The anonymised form of an address, or null when it is not an IP address at all. */
export function anonymiseIp(address: string | undefined): string | null {
  if (!address) return null;
  // A zone ("fe80::1%eth0") names a local interface; it is no part of the address.
  const plain = unmapIPv4(address.split("%")[0]!);
  if (isIPv4(plain)) return plain.replace(/\.\d+$/, ".0");
  if (isIPv6(plain)) {
    const [a, b, c] = ipv6Groups(plain) as [number, number, number];
    return `${a.toString(16)}:${b.toString(16)}:${c.toString(16)}::`;
  }
  return null;
}
