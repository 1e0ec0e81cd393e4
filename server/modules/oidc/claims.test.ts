import { describe, expect, it } from "vitest";
import {
  emailOf,
  emailVerified,
  fullNameOf,
  levelFromGroups,
  safeReturnPath,
  usernameBase,
  usernameCandidate,
} from "./claims";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/dashboard?tab=create#top")).toBe("/dashboard?tab=create#top");
    expect(safeReturnPath("/card-editor/12")).toBe("/card-editor/12");
    // An encoded backslash stays encoded: browsers do not read it as a slash.
    expect(safeReturnPath("/%5Cevil.example")).toBe("/%5Cevil.example");
  });

  it("sends anything else to the dashboard", () => {
    for (const value of [
      undefined,
      "",
      "dashboard",
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/api/logout",
      "/ok\nLocation: x",
      `/${"a".repeat(600)}`,
      ["/dashboard"],
    ]) {
      expect(safeReturnPath(value), String(value)).toBe("/dashboard");
    }
  });
});

describe("levelFromGroups", () => {
  const settings = {
    groupsClaim: "groups",
    groupLevels: new Map([
      ["admins", 5],
      ["staff", 2],
    ]),
    defaultLevel: 1,
  };

  it("takes the highest mapped level, else the default", () => {
    expect(levelFromGroups({ groups: ["staff", "admins"] }, settings)).toBe(5);
    expect(levelFromGroups({ groups: ["staff", "other"] }, settings)).toBe(2);
    expect(levelFromGroups({ groups: ["other", 7, null] }, settings)).toBe(1);
    expect(levelFromGroups({ groups: "staff" }, settings)).toBe(2);
  });

  it("knows nothing without the claim or without a mapping", () => {
    expect(levelFromGroups({}, settings)).toBeUndefined();
    expect(levelFromGroups({ groups: 5 }, settings)).toBeUndefined();
    expect(levelFromGroups({ groups: ["admins"] }, { ...settings, groupLevels: new Map() })).toBeUndefined();
    expect(levelFromGroups({ roles: ["admins"] }, { ...settings, groupsClaim: "roles" })).toBe(5);
  });
});

describe("usernames from claims", () => {
  it("follows the username rules", () => {
    expect(usernameBase({ preferred_username: "jane.doe" })).toBe("jane.doe");
    expect(usernameBase({ preferred_username: "Zoë Martín" })).toBe("Zoe.Martin");
    expect(usernameBase({ preferred_username: "jane@corp.example" })).toBe("jane");
    expect(usernameBase({ email: "lee+cards@corp.example" })).toBe("leecards");
    expect(usernameBase({ preferred_username: "__x__", email: "ab@corp.example" })).toBe("user");
    expect(usernameBase({})).toBe("user");
    expect(usernameBase({ preferred_username: "x".repeat(50) })).toHaveLength(20);
  });

  it("suffixes digits within 20 characters", () => {
    expect(usernameCandidate("jane", 0)).toBe("jane");
    expect(usernameCandidate("jane", 1)).toBe("jane2");
    expect(usernameCandidate("a".repeat(20), 11)).toBe(`${"a".repeat(18)}12`);
  });
});

describe("email and name", () => {
  it("takes only an email the account rules accept", () => {
    expect(emailOf({ email: " jane@corp.example " })).toBe("jane@corp.example");
    expect(emailOf({ email: "not an email" })).toBeUndefined();
    expect(emailOf({ email: `${"a".repeat(250)}@corp.example` })).toBeUndefined();
    expect(emailOf({})).toBeUndefined();
  });

  it("reads email_verified as the provider sends it", () => {
    expect(emailVerified({ email_verified: true })).toBe(true);
    expect(emailVerified({ email_verified: "true" })).toBe(true);
    expect(emailVerified({ email_verified: false })).toBe(false);
    expect(emailVerified({})).toBe(false);
  });

  it("cuts the full name to its column", () => {
    expect(fullNameOf({ name: " Jane Doe " })).toBe("Jane Doe");
    expect(fullNameOf({ name: "x".repeat(150) })).toHaveLength(100);
    expect(fullNameOf({})).toBeNull();
  });
});
