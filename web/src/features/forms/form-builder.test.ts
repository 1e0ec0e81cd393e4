import { formConfigSchema, NO_FORM } from "@core/form-config";
import { describe, expect, it } from "vitest";
import {
  addField,
  changeField,
  idFromLabel,
  moveField,
  removeField,
  uniqueId,
  withFinalIds,
} from "./form-builder";

describe("the form builder", () => {
  it("adds fields with readable, unique ids and the type's label", () => {
    let config = addField(NO_FORM, "email");
    config = addField(config, "email");
    config = addField(config, "longText");
    config = addField(config, "choice");
    expect(config.fields).toEqual([
      { id: "email", type: "email", label: "Email", required: false },
      { id: "email-2", type: "email", label: "Email", required: false },
      { id: "message", type: "longText", label: "Message", required: false },
      { id: "choice", type: "choice", label: "Choice", required: false, options: [] },
    ]);
  });

  it("saves a new field under an id made from its label, but never changes a saved field's id", () => {
    let config = addField(addField(addField(NO_FORM, "text"), "text"), "email");
    config = changeField(config, 0, { label: "Company" });
    config = changeField(config, 1, { label: "What's your budget?" });
    config = changeField(config, 2, { label: "日本語" });
    const saved = withFinalIds(config, new Set(["subject"]));
    expect(saved.fields.map((f) => [f.id, f.label])).toEqual([
      ["subject", "Company"],
      ["whats-your-budget", "What's your budget?"],
      // A label with no letters a-z gives an id from the type's label.
      ["email", "日本語"],
    ]);
    expect(formConfigSchema.safeParse(saved).success).toBe(true);
    // Two new fields of one label are told apart.
    const twins = withFinalIds(addField(addField(NO_FORM, "name"), "name"), new Set());
    expect(twins.fields.map((f) => f.id)).toEqual(["name", "name-2"]);
  });

  it("moves fields up and down, and removes them", () => {
    const config = addField(addField(addField(NO_FORM, "name"), "email"), "phone");
    expect(moveField(config, 0, 1).fields.map((f) => f.id)).toEqual(["email", "name", "phone"]);
    expect(moveField(config, 2, -1).fields.map((f) => f.id)).toEqual(["name", "phone", "email"]);
    expect(moveField(config, 0, -1)).toBe(config);
    expect(moveField(config, 2, 1)).toBe(config);
    expect(removeField(config, 1).fields.map((f) => f.id)).toEqual(["name", "phone"]);
  });

  it("keeps ids within 40 characters", () => {
    const long = "a".repeat(60);
    expect(idFromLabel(long)).toHaveLength(40);
    expect(uniqueId("a".repeat(40), ["a".repeat(40)])).toBe(`${"a".repeat(38)}-2`);
    expect(idFromLabel("  Ünïcode -- Label!  ")).toBe("unicode-label");
  });
});
