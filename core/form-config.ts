/**
 * The visitor form a card may carry (docs/decisions/014): its configuration as the editor's form
 * builder writes it (`formConfig`), and the check of what a visitor sends, built from that
 * configuration. The server stores and checks with these; the public page and the editor
 * draw with them.
 */
import { z } from "zod";
import {
  ANSWER_MAX,
  DEFAULT_SUBMIT_LABEL,
  DEFAULT_THANK_YOU,
  FIELD_ID_PATTERN,
  FORM_FIELD_TYPES,
  FORM_FIELDS_MAX,
  FORM_LABEL_MAX,
  FORM_OPTION_MAX,
  FORM_OPTIONS_MAX,
  FORM_SUBMIT_LABEL_MAX,
  FORM_THANK_YOU_MAX,
  FORM_TITLE_MAX,
  type FormField,
} from "./form-fields";

const DEFAULT_FORM_TITLE = "Get in touch";
/** Digits, spaces and + - ( ) . only; 5 to 30 characters. */
const PHONE_PATTERN = /^[0-9 +\-().]{5,30}$/;

/** Trimmed, bounded text whose empty value means the default. */
const textWithDefault = (label: string, max: number, fallback: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === "" ? fallback : v))
    .default(fallback);

const formFieldSchema = z
  .object({
    id: z
      .string({ error: "Every form field needs an id" })
      .regex(
        FIELD_ID_PATTERN,
        "A form field's id may hold only a-z, 0-9, - and _ (1 to 40 characters, starting with a letter or digit)",
      ),
    type: z.enum(FORM_FIELD_TYPES, {
      error: `A form field's type must be one of ${FORM_FIELD_TYPES.join(", ")}`,
    }),
    label: z
      .string({ error: "Every form field needs a label" })
      .trim()
      .min(1, "Every form field needs a label")
      .max(FORM_LABEL_MAX, `A field label must be at most ${FORM_LABEL_MAX} characters`),
    required: z.boolean({ error: "required must be true or false" }).default(false),
    options: z
      .array(
        z
          .string({ error: "A choice must be text" })
          .trim()
          .min(1, "A choice cannot be empty")
          .max(FORM_OPTION_MAX, `A choice must be at most ${FORM_OPTION_MAX} characters`),
      )
      .max(FORM_OPTIONS_MAX, `A choice field offers at most ${FORM_OPTIONS_MAX} choices`)
      .optional(),
  })
  .superRefine((field, context) => {
    if (field.type !== "choice") return;
    const options = field.options ?? [];
    const name = field.label || "A choice field";
    if (options.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: `${name} needs at least one choice`,
      });
    } else if (new Set(options).size !== options.length) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: `${name} offers the same choice twice`,
      });
    }
  })
  // Choices belong to choice fields only; on others they would be dead data.
  .transform(({ options, ...field }): FormField => (field.type === "choice" ? { ...field, options } : field));

export const formConfigSchema = z.object(
  {
    enabled: z.boolean({ error: "enabled must be true or false" }).default(false),
    title: textWithDefault("Form title", FORM_TITLE_MAX, DEFAULT_FORM_TITLE),
    /** In the order the visitor sees them. */
    fields: z
      .array(formFieldSchema)
      .max(FORM_FIELDS_MAX, `A form has at most ${FORM_FIELDS_MAX} fields`)
      .refine(
        (fields) => new Set(fields.map((f) => f.id)).size === fields.length,
        "Two form fields have the same id",
      )
      .default([]),
    submitLabel: textWithDefault("Submit button text", FORM_SUBMIT_LABEL_MAX, DEFAULT_SUBMIT_LABEL),
    thankYouMessage: textWithDefault("Thank-you message", FORM_THANK_YOU_MAX, DEFAULT_THANK_YOU),
  },
  { error: "The form configuration must be an object" },
);

export type FormConfig = z.infer<typeof formConfigSchema>;

/** A card without a form, and what any stored configuration that does not parse counts as. */
export const NO_FORM: FormConfig = formConfigSchema.parse({});

/**
 * The form as stored on a card. Cards may hold configurations of other shapes (written before
 * this schema, or by hand): they are read as a disabled form rather than failing the card.
 */
export function readFormConfig(stored: unknown): FormConfig {
  const parsed = formConfigSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : NO_FORM;
}

/** Whether visitors see the form: enabled, with something to fill in. */
export function formIsLive(config: FormConfig): boolean {
  return config.enabled && config.fields.length > 0;
}

/** Two configurations that read the same (stored shapes, defaults and order of keys aside). */
export function sameFormConfig(a: unknown, b: unknown): boolean {
  return JSON.stringify(readFormConfig(a)) === JSON.stringify(readFormConfig(b));
}

/* ---- What a visitor sends ---- */

/** A visitor's answers by field id: only the form's fields, trimmed, empty ones left out. */
export type FormAnswers = Record<string, string>;

/** One answer checked: the trimmed text ("" for an unanswered optional field) or the message. */
function checkAnswer(field: FormField, value: unknown): { text: string } | { message: string } {
  const { label } = field;
  if (value !== undefined && value !== null && typeof value !== "string")
    return { message: `${label} must be text` };
  // Browsers send a text area's line breaks as CRLF but count them as one character.
  const text = (value ?? "").replace(/\r\n?/g, "\n").trim();
  if (text === "") return field.required ? { message: `${label} is required` } : { text };
  const max = ANSWER_MAX[field.type];
  if (text.length > max) return { message: `${label} must be at most ${max} characters` };
  if (field.type === "email" && !z.email().safeParse(text).success) {
    return { message: `${label} must be a valid email address` };
  }
  if (field.type === "phone" && !PHONE_PATTERN.test(text)) {
    return { message: `${label} must be a phone number: 5 to 30 digits, spaces and + - ( ) .` };
  }
  if (field.type === "choice" && !(field.options ?? []).includes(text)) {
    return { message: `${label} must be one of the offered choices` };
  }
  return { text };
}

/**
 * The check of a submission's `formData` against `config`: unknown fields dropped, answers
 * trimmed and bounded, required ones present, emails, phones and choices valid. Messages name
 * the field's label; issue paths are the field ids.
 */
export function formAnswersSchema(config: FormConfig) {
  return z.looseObject({}, { error: "formData must be an object of answers" }).transform((input, context) => {
    const kept: FormAnswers = {};
    for (const field of config.fields) {
      const value = Object.hasOwn(input, field.id) ? input[field.id] : undefined;
      const answer = checkAnswer(field, value);
      if ("message" in answer)
        context.addIssue({ code: "custom", path: [field.id], message: answer.message });
      else if (answer.text !== "") kept[field.id] = answer.text;
    }
    return kept;
  });
}
