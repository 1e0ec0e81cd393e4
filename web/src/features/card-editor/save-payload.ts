/**
 * What 'Save Changes' sends: the whole card merged with the changes,
 * validated with the same zod schema the server uses, and where each message belongs.
 */
import type { BusinessCard } from "@core/card";
import { withoutTemplateFields } from "@core/card-template";
import { type FormConfig, readFormConfig } from "@core/form-config";
import { type UpdateCardInput, updateCardSchema } from "@core/schemas/card";
import { withFinalIds } from "@/features/forms/form-builder";
import { type CardChanges, mergeDraft } from "./card-draft";
import type { EditorTab } from "./editor-tabs";

/** Field names as the messages are keyed: the card's own names plus customCss. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Parts of the card that a whole-card PUT does not carry: the server's own, and the template link
 * and the directory opt-in, which only their own controls change. Sent back from a card read
 * earlier, they could undo a change made since: put the card back on a template an administrator
 * took it off, or unlist it.
 */
const READ_ONLY = new Set([
  "id",
  "userId",
  "createdAt",
  "updatedAt",
  "user",
  "logo",
  "organizationId",
  "templateId",
  "template",
  "listed",
  "deactivatedAt",
]);

export type SaveValidation = { ok: true; payload: UpdateCardInput } | { ok: false; errors: FieldErrors };

export function buildSavePayload(base: BusinessCard, changes: CardChanges): SaveValidation {
  const merged = mergeDraft(base, changes);
  // Changed back to the saved form, the draft holds the saved object itself: nothing to name.
  if (changes.formConfig && changes.formConfig !== base.formConfig) {
    const savedIds = new Set(readFormConfig(base.formConfig).fields.map((field) => field.id));
    merged.formConfig = withFinalIds(changes.formConfig as FormConfig, savedIds);
  }
  const all: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (!READ_ONLY.has(key)) all[key] = value;
  }
  // What the organisation's template locks or hides is its own: never sent, so a save of the other
  // fields is not refused because the template changed after the card was read.
  const whole = withoutTemplateFields(base.template, all);

  const result = updateCardSchema.safeParse(whole);
  if (result.success) return { ok: true, payload: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.map(String));
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The form field a message belongs to: "customizations.website" is the Website field,
 * "customButtons.2.url" the buttons list. The visitor form's builder and the PWA settings have a
 * field for each part, so their messages keep the whole path ("formConfig.fields.1.label",
 * "pwaSettings.themeColor").
 */
export function fieldOfPath(path: string[]): string {
  const [first, second] = path;
  if (first === "customizations" && second) return second;
  if (first === "formConfig" || first === "pwaSettings") return path.join(".");
  return first ?? "form";
}

/** The server's `fields` (400, 409) keyed the same way. */
export function fieldErrorsFromServer(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    errors[fieldOfPath(name.split("."))] ??= message;
  }
  return errors;
}

const FIELD_TABS: Record<string, EditorTab> = {
  theme: "design",
  profilePicture: "design",
  coverPhoto: "design",
  logoUrl: "design",
  gallery: "gallery",
  socialLinks: "social",
  customButtons: "buttons",
  formConfig: "form",
  pwaSettings: "pwa",
  customCss: "advanced",
};

/** The tab holding the first field with a message, so the user sees it. */
export function tabOfErrors(errors: FieldErrors): EditorTab | undefined {
  const first = Object.keys(errors)[0];
  if (!first) return undefined;
  return FIELD_TABS[first.split(".")[0] ?? first] ?? "basic";
}
