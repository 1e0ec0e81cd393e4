/**
 * The card's visitor form, sent in place (server/render/visitor-form.tsx draws it; form-in-place.ts
 * sends it). Answers are named `formData[{id}]` and refused as `formData.{id}`.
 */
import { sendInPlace } from "./form-in-place";

const ANSWER_NAME = /^formData\[(.+)\]$/;

export function setUpVisitorForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-visitor-form]");
  if (!form) return;
  sendInPlace(form, {
    body(data) {
      const formData: Record<string, string> = {};
      for (const [name, value] of data) {
        const id = ANSWER_NAME.exec(name)?.[1];
        if (id !== undefined && typeof value === "string") formData[id] = value;
      }
      return { cardId: Number(data.get("cardId")), formData, website: String(data.get("website") ?? "") };
    },
    fieldOf(name) {
      if (!name.startsWith("formData.")) return undefined;
      const id = name.slice("formData.".length);
      return { control: `formData[${id}]`, line: `vf-${id}-error` };
    },
    doneText: () => form.dataset.thankYou ?? "",
    failed: "Your message could not be sent. Please try again.",
    checkFields: "Your message was not sent. Please check the fields marked below.",
  });
}
