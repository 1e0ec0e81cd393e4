import type { BusinessCard } from "@core/card";
import { NO_FORM } from "@core/form-config";
import { cardFixture } from "@core/testing/card-fixture";
import { describe, expect, it } from "vitest";
import { addField, changeField } from "@/features/forms/form-builder";
import { buildSavePayload, fieldErrorsFromServer, tabOfErrors } from "./save-payload";

const saved = {
  ...NO_FORM,
  enabled: true,
  fields: [{ id: "email", type: "email" as const, label: "Email", required: true }],
};
const base: BusinessCard = cardFixture({ id: 7, userId: 3, slug: "ada-12", name: "Ada", formConfig: saved });

describe("saving the visitor form", () => {
  it("sends new fields under ids made from their labels and keeps the saved ones", () => {
    let config = addField(saved, "text");
    config = changeField(config, 1, { label: "Company name" });
    config = changeField(config, 0, { label: "Work email" });
    const result = buildSavePayload(base, { formConfig: config });
    expect(result.ok && result.payload.formConfig?.fields.map((f) => [f.id, f.label])).toEqual([
      ["email", "Work email"],
      ["company-name", "Company name"],
    ]);
  });

  it("puts each message on its part of the builder and opens the Form tab", () => {
    const config = changeField(addField(saved, "choice"), 1, { label: "" });
    const result = buildSavePayload(base, { formConfig: config });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "formConfig.fields.1.label": "Every form field needs a label",
      "formConfig.fields.1.options": "A choice field needs at least one choice",
    });
    expect(tabOfErrors(result.errors)).toBe("form");
    expect(
      fieldErrorsFromServer({ "formConfig.title": "Form title must be at most 100 characters" }),
    ).toEqual({
      "formConfig.title": "Form title must be at most 100 characters",
    });
  });

  it("sends the saved form back as it is when the Form tab was not touched, or changed back", () => {
    const result = buildSavePayload(base, { name: "Ada L." });
    expect(result.ok && result.payload.formConfig).toEqual(saved);
    const none = cardFixture({ id: 8, userId: 3, slug: "bo-1", name: "Bo", formConfig: {} });
    const back = buildSavePayload(none, { name: "Bo B.", formConfig: none.formConfig });
    expect(back.ok && back.payload.formConfig).toEqual(NO_FORM);
  });
});
