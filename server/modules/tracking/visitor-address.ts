/**
 * What an event records of the visitor's address: its anonymised form and its country. A
 * visitor sends several events (the view, then clicks and saves), and both answers take a
 * parse, a block-list check and a range search, so they are remembered per address, as the
 * user agent's are (visitor-agent.ts). Bounded: an attacker cycling addresses only costs a
 * recomputation.
 */
import { boundedMemo } from "../../lib/bounded-memo";
import { anonymiseIp } from "./anonymise-ip";
import { locateAddress } from "./location";

export interface AddressFacts {
  /** Anonymised (DESIGN §5); null when there is no usable address. */
  ip: string | null;
  location: string;
}

const factsOf = boundedMemo(
  10_000,
  (address): AddressFacts => ({
    ip: anonymiseIp(address),
    location: locateAddress(address),
  }),
);

export function addressFacts(address: string | undefined): AddressFacts {
  return factsOf(address ?? "");
}
