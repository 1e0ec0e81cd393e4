import { describe, expect, it } from "vitest";
import { leadTitle } from "./lead-format";

describe("leadTitle", () => {
  it("names a lead by name, else email, else phone", () => {
    expect(leadTitle({ name: "Ana", email: "a@x.test", phone: "1" })).toBe("Ana");
    expect(leadTitle({ name: null, email: "a@x.test", phone: "1" })).toBe("a@x.test");
    expect(leadTitle({ name: null, email: null, phone: "1" })).toBe("1");
    expect(leadTitle({ name: null, email: null, phone: null })).toBe("Unnamed lead");
  });
});
