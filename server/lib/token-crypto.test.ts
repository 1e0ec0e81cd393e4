import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken } from "./token-crypto";

const key = randomBytes(32);

describe("Calendly token encryption", () => {
  it("opens what it sealed, and the sealed text does not contain the token", () => {
    const sealed = encryptToken("secret-token-123", key);
    expect(sealed).not.toContain("secret-token-123");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(decryptToken(sealed, key)).toBe("secret-token-123");
  });

  it("uses a new IV each time", () => {
    expect(encryptToken("same", key)).not.toBe(encryptToken("same", key));
  });

  it("refuses another key, a changed ciphertext and text it did not make", () => {
    const sealed = encryptToken("secret-token-123", key);
    expect(decryptToken(sealed, randomBytes(32))).toBeUndefined();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(decryptToken(parts.join("."), key)).toBeUndefined();
    expect(decryptToken("plain-token", key)).toBeUndefined();
    expect(decryptToken("v1.a.b.c.d", key)).toBeUndefined();
  });
});
