import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of a token: a leaked table then opens no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
