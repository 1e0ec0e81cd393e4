import { describe, expect, it } from "vitest";
import { adminLevelName, canEditUser, hasLevel, productLevelName } from "./access";

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

describe("permissions", () => {
  it("checks minimum levels", () => {
    expect(hasLevel(3, 3)).toBe(true);
    expect(hasLevel(2, 3)).toBe(false);
    expect(hasLevel(undefined, 1)).toBe(false);
  });

  it("lets users edit themselves, level 4 the levels below its own, and level 5 everyone", () => {
    expect(canEditUser({ id: 7, accessLevel: 1 }, { id: 7, accessLevel: 1 })).toBe(true);
    expect(canEditUser({ id: 7, accessLevel: 4 }, { id: 7, accessLevel: 4 })).toBe(true);
    expect(canEditUser({ id: 7, accessLevel: 3 }, { id: 8, accessLevel: 1 })).toBe(false);
    expect(canEditUser({ id: 7, accessLevel: 4 }, { id: 8, accessLevel: 3 })).toBe(true);
    expect(canEditUser({ id: 7, accessLevel: 4 }, { id: 8, accessLevel: 4 })).toBe(false);
    expect(canEditUser({ id: 7, accessLevel: 4 }, { id: 8, accessLevel: 5 })).toBe(false);
    expect(canEditUser({ id: 7, accessLevel: 5 }, { id: 8, accessLevel: 5 })).toBe(true);
  });
});
