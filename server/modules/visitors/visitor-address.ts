/**
 * The country an event records for the visitor's address (the address itself is not stored).
 * A visitor sends several events (the view, then clicks and saves), and each lookup takes a
 * parse, a block-list check and a range search, so answers are remembered per address, as the
 * user agent's are (visitor-agent.ts). Bounded: an attacker cycling addresses only costs a
 * recomputation.
 */
import { boundedMemo } from "../../lib/bounded-memo";
import { locateAddress } from "./location";

const locationOf = boundedMemo(10_000, (address) => locateAddress(address));

export function visitorLocation(address: string | undefined): string {
  return locationOf(address ?? "");
}
