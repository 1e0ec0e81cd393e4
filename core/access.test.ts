import { describe, expect, it } from "vitest";
import { adminLevelName, productLevelName } from "./access";

describe("level names", () => {
  it("gives both naming sets", () => {
    expect([1, 2, 3, 4, 5].map(productLevelName)).toEqual([
      "Basic",
      "Professional",
      "Enterprise",
      "Editor",
      "Admin",
    ]);
    expect([1, 2, 3, 4, 5].map(adminLevelName)).toEqual([
      "User",
      "Manager",
      "Developer",
      "Admin",
      "System Admin",
    ]);
  });

  it("clamps out-of-range levels", () => {
    expect(productLevelName(0)).toBe("Basic");
    expect(productLevelName(9)).toBe("Admin");
  });
});
