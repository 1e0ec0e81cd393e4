/** TOTP against RFC 6238's test vectors (SHA-1), and the drift either side of now. */
import { describe, expect, it } from "vitest";
import { matchingStep, newTotpSecret, otpauthUrl, totpCodeAt } from "./totp";

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
// Its 8-digit SHA-1 values; a 6-digit code is the same number's last six digits.
const VECTORS: [seconds: number, eightDigits: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(VECTORS)("gives RFC 6238's code at %i s", (seconds, eightDigits) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(2));
    expect(matchingStep(RFC_SECRET, eightDigits.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it("accepts one step of drift either side, and no more", () => {
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) {
      const code = totpCodeAt(RFC_SECRET, now + offset * 30_000);
      expect(matchingStep(RFC_SECRET, code, now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + offset * 30_000), now)).toBeUndefined();
    }
  });

  it("makes 20-byte secrets and an address authenticator apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(newTotpSecret());
    const url = new URL(otpauthUrl(secret, "jane", "Cardfolio"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Cardfolio:jane");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: "Cardfolio",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
