/**
 * A template as the editor holds it, and back: a text per plain field, rows for the lists, a
 * policy per field. Rows left blank are dropped on the way out, so an unfinished row added by
 * mistake never blocks a save.
 */
import { TEMPLATE_FIELDS, type TemplateField, UNHIDEABLE_FIELDS } from "@core/card-template";
import type { Template, templateBodySchema } from "@core/schemas/card-templates";
import { DEFAULT_THEME, isThemeValue, type ThemeValue } from "@core/themes";
import type { z } from "zod";

export type TemplateInput = z.input<typeof templateBodySchema>;

/** The fields edited as rows; the theme has a picker of its own. */
const NOT_TEXT = ["theme", "socialLinks", "customButtons", "gallery"] as const;
/** The fields typed as one line or paragraph of text: every other field a template sets. */
export type TextField = Exclude<TemplateField, (typeof NOT_TEXT)[number]>;
const TEXT_FIELDS = TEMPLATE_FIELDS.filter(
  (field): field is TextField => !(NOT_TEXT as readonly string[]).includes(field),
);

export type FieldPolicy = "default" | "locked" | "hidden";

export interface SocialRow {
  network: string;
  url: string;
}
export interface ButtonRow {
  text: string;
  url: string;
  /** Kept as it was; a new button takes the card's default colour. */
  backgroundColor?: string;
}
export interface GalleryRow {
  url: string;
  /** What else a stored image carried (a caption), kept as it was. */
  extra?: Record<string, unknown>;
}

export interface TemplateDraft {
  name: string;
  theme: ThemeValue;
  text: Record<TextField, string>;
  socialLinks: SocialRow[];
  customButtons: ButtonRow[];
  gallery: GalleryRow[];
  policy: Record<TemplateField, FieldPolicy>;
}

const asString = (value: unknown): string => (typeof value === "string" ? value : "");

function galleryRow(item: unknown): GalleryRow {
  if (typeof item === "string") return { url: item };
  if (item && typeof item === "object") {
    const { url, ...extra } = item as Record<string, unknown>;
    return { url: asString(url), extra };
  }
  return { url: "" };
}

function buttonRow(item: unknown): ButtonRow {
  const button = (item ?? {}) as Record<string, unknown>;
  const color = asString(button.backgroundColor);
  return {
    text: asString(button.text),
    url: asString(button.url),
    ...(color ? { backgroundColor: color } : {}),
  };
}

/** The editor's start: a stored template, or a blank one. */
export function draftOf(template?: Pick<Template, "name" | "fields" | "locked" | "hidden">): TemplateDraft {
  const fields = template?.fields ?? {};
  const policy = Object.fromEntries(
    TEMPLATE_FIELDS.map((field): [TemplateField, FieldPolicy] => [
      field,
      template?.locked.includes(field) ? "locked" : template?.hidden.includes(field) ? "hidden" : "default",
    ]),
  ) as Record<TemplateField, FieldPolicy>;
  const links = (fields.socialLinks ?? {}) as Record<string, unknown>;
  return {
    name: template?.name ?? "",
    theme: isThemeValue(fields.theme) ? fields.theme : DEFAULT_THEME,
    text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, asString(fields[field])])) as Record<
      TextField,
      string
    >,
    socialLinks: Object.entries(links).map(([network, url]) => ({ network, url: asString(url) })),
    customButtons: Array.isArray(fields.customButtons) ? fields.customButtons.map(buttonRow) : [],
    gallery: Array.isArray(fields.gallery) ? fields.gallery.map(galleryRow) : [],
    policy,
  };
}

/** Whether `field` may take `policy`: a card always has a theme, so it is never hidden. */
export function policyAllowed(field: TemplateField, policy: FieldPolicy): boolean {
  return policy !== "hidden" || !UNHIDEABLE_FIELDS.includes(field);
}

/** The body of POST or PUT …/templates: filled values only, and each field's policy. */
export function bodyOf(draft: TemplateDraft): TemplateInput {
  const fields: Record<string, unknown> = { theme: draft.theme };
  for (const field of TEXT_FIELDS) {
    const value = draft.text[field].trim();
    if (value) fields[field] = value;
  }
  const links = draft.socialLinks
    .map((row) => ({ network: row.network.trim().toLowerCase(), url: row.url.trim() }))
    .filter((row) => row.network || row.url);
  if (links.length > 0) fields.socialLinks = Object.fromEntries(links.map((row) => [row.network, row.url]));
  const buttons = draft.customButtons
    .map((row) => ({ ...row, text: row.text.trim(), url: row.url.trim() }))
    .filter((row) => row.text || row.url);
  if (buttons.length > 0) fields.customButtons = buttons;
  const gallery = draft.gallery
    .map((row) => ({ ...row, url: row.url.trim() }))
    .filter((row) => row.url)
    .map((row) =>
      row.extra && Object.keys(row.extra).length > 0 ? { ...row.extra, url: row.url } : row.url,
    );
  if (gallery.length > 0) fields.gallery = gallery;
  const withPolicy = (policy: FieldPolicy) =>
    TEMPLATE_FIELDS.filter((field) => draft.policy[field] === policy && policyAllowed(field, policy));
  return {
    name: draft.name.trim(),
    fields: fields as TemplateInput["fields"],
    locked: withPolicy("locked"),
    hidden: withPolicy("hidden"),
  };
}
