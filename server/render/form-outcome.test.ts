import { describe, expect, it } from "vitest";
import { formConfigSchema } from "../../core/form-config";
import { outcomeKey, outcomeLocation, readOutcome } from "./form-outcome";

const form = formConfigSchema.parse({
  enabled: true,
  fields: [
    { id: "name", type: "name", label: "Name" },
    { id: "email", type: "email", label: "Email" },
  ],
});

describe("the outcome of a plain form post", () => {
  it("is carried back to the card's page as codes, with the form in view", () => {
    expect(outcomeLocation("jane-roe", { kind: "sent" })).toBe("/view/jane-roe?form=sent#visitor-form");
    expect(outcomeLocation("jane-roe", { kind: "error", reason: "invalid", fields: ["name", "email"] })).toBe(
      "/view/jane-roe?form=error&reason=invalid&fields=name%2Cemail#visitor-form",
    );
    expect(outcomeLocation("jane-roe", { kind: "error", reason: "busy", fields: [] })).toBe(
      "/view/jane-roe?form=error&reason=busy#visitor-form",
    );
  });

  it("is read back keeping only what the form knows, in the form's order", () => {
    expect(readOutcome({}, form)).toBeUndefined();
    expect(readOutcome({ form: "other" }, form)).toBeUndefined();
    expect(readOutcome({ form: ["sent", "error"] }, form)).toEqual({ kind: "sent" });
    expect(
      readOutcome({ form: "error", reason: "<b>", fields: "email,unknown,name,email,__proto__" }, form),
    ).toEqual({
      kind: "error",
      reason: "failed",
      fields: ["name", "email"],
    });
  });

  it("names a page variant by what it shows", () => {
    expect(outcomeKey(undefined)).toBe("");
    expect(outcomeKey({ kind: "sent" })).toBe("sent");
    expect(outcomeKey({ kind: "error", reason: "closed", fields: [] })).toBe("error:closed:");
  });
});
