import { describe, expect, it } from "vitest";
import { usernameKey } from "./username-key";

describe("usernameKey", () => {
  it("folds case, surrounding space and compatibility forms to one spelling", () => {
    expect(usernameKey("  Jane.Doe ")).toBe("jane.doe");
    expect(usernameKey("ｊａｎｅ")).toBe("jane");
    expect(usernameKey("\u212Aate")).toBe("kate");
  });

  it("leaves spellings that are not ASCII after folding unlike any stored username", () => {
    const key = usernameKey("tbd1k8e\u0130");
    expect(key).not.toBe("tbd1k8ei");
    expect(/^[\x20-\x7e]*$/.test(key)).toBe(false);
  });
});
