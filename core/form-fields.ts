/**
 * The visitor form's fields (docs/decisions/014): their types, how the builder names them, and
 * the limits of a form and of each answer. Apart from the form's schema (core/form-config.ts) so
 * that a page drawing a form (the dashboard's card preview) does not load the schema library.
 */
export const FORM_FIELD_TYPES = ["name", "email", "phone", "text", "longText", "choice"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** How the builder names each type, and the label a new field of it starts with. */
export const FORM_FIELD_TYPE_NAMES: Record<FormFieldType, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  text: "Short text",
  longText: "Long text",
  choice: "Choice",
};

export const FORM_FIELDS_MAX = 20;
export const FORM_OPTIONS_MAX = 20;
export const FORM_TITLE_MAX = 100;
export const FORM_LABEL_MAX = 100;
export const FORM_OPTION_MAX = 100;
export const FORM_SUBMIT_LABEL_MAX = 40;
export const FORM_THANK_YOU_MAX = 300;
export const DEFAULT_SUBMIT_LABEL = "Send";
export const DEFAULT_THANK_YOU = "Thank you! Your message has been sent.";

/** The longest answer each type takes, in characters. */
export const ANSWER_MAX: Record<FormFieldType, number> = {
  name: 200,
  email: 200,
  phone: 30,
  text: 200,
  longText: 5000,
  choice: FORM_OPTION_MAX,
};

/** 1-40 of a-z, 0-9, - and _, starting with a letter or digit (so never "__proto__"). */
export const FIELD_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export interface FormField {
  /** Stable key of the answers (stored submissions name fields by it). */
  id: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  /** Choice fields only. */
  options?: string[];
}
