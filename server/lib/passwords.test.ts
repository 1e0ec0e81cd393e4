import { describe, expect, it } from "vitest";
import { hashPassword, hasPassword, NO_PASSWORD, verifyPassword, verifyPasswordAtCost } from "./passwords";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse", 12);
    expect(stored).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("wrong horse", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same", 10)).not.toBe(await hashPassword("same", 10));
  });

  it("refuses malformed stored values", async () => {
    expect(await verifyPassword("x", "plaintext")).toBe(false);
  });

  it("refuses every password for an account waiting to be claimed, itself included", async () => {
    for (const attempt of ["", "x", NO_PASSWORD, "claim-pending", "none"]) {
      expect(await verifyPassword(attempt, NO_PASSWORD)).toBe(false);
      expect(await verifyPasswordAtCost(attempt, NO_PASSWORD, 10)).toBe(false);
    }
    expect(hasPassword(NO_PASSWORD)).toBe(false);
    expect(hasPassword(await hashPassword(NO_PASSWORD, 10))).toBe(true);
  });
});
