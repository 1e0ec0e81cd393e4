/**
 * Endpoint secrets: a Standard Webhooks `whsec_` secret (base64 of 32 random bytes), shown once
 * and stored sealed (AES-256-GCM under the installation's key, the one the authenticator secrets
 * use), so a copy of the database alone can sign nothing and opens no HubSpot token.
 */
import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { decryptToken, encryptToken } from "../../lib/token-crypto";
import { mfaKey } from "../mfa/mfa-key";

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export async function sealSecret(config: Config, secret: string): Promise<string> {
  return encryptToken(secret, await mfaKey(config));
}

/** The secret, or undefined when it was sealed under another key (the key was changed). */
export async function openSecret(config: Config, sealed: string): Promise<string | undefined> {
  return decryptToken(sealed, await mfaKey(config));
}
