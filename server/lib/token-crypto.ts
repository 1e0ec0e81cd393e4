/**
 * A third-party access token at rest (Calendly's): AES-256-GCM with a random 96-bit IV per
 * token under a key of the server's (CALENDLY_TOKEN_KEY), so a copy of the database alone reveals
 * no token, and a changed ciphertext, or one sealed under another key, fails to open rather than
 * yielding another token.
 * Stored as "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

export function encryptToken(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The token, or undefined when the text was not made by encryptToken with this key. */
export function decryptToken(stored: string, key: Buffer): string | undefined {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return undefined;
  }
}
