/**
 * Where passkeys work (decision 033 item 3): the relying party is APP_URL's host name, and the
 * only origin accepted is APP_URL's. A passkey is bound by the browser to that host name, so
 * moving the installation to another domain leaves its passkeys unusable there: they must be
 * added again (the README says so).
 */
import type { Config } from "../../config";

/** The COSE algorithms offered and accepted: Ed25519, P-256 and RSA, what every authenticator makes. */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

export const RP_NAME = "Cardfolio";

export interface RelyingParty {
  /** The host name, without port: what WebAuthn calls the RP ID. */
  id: string;
  /** scheme://host[:port], as browsers write it in the signed client data. */
  origin: string;
}

export function relyingParty(config: Pick<Config, "appUrl">): RelyingParty {
  const url = new URL(config.appUrl);
  return { id: url.hostname, origin: url.origin };
}
