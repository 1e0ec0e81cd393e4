/**
 * The bodies and answers of /api/organizations/{orgId}/templates: an organisation's card
 * templates (core/card-template.ts says how one is merged into its cards). A template's values
 * are checked by the card's own field rules, so it never holds what a card could not.
 */
import { z } from "zod";
import { TEMPLATE_FIELDS, UNHIDEABLE_FIELDS } from "../card-template";
import { TEMPLATE_NAME_MAX } from "../organizations";
import { cardFieldsSchema } from "./card";
import { idParamSchema } from "./ids";
import { orgParams } from "./organizations";

const TEMPLATE_ID_MESSAGE = "Template id must be a positive whole number";
const FIELD_MESSAGE = `A template's fields are ${TEMPLATE_FIELDS.join(", ")}`;

const templateFieldSchema = z.enum(TEMPLATE_FIELDS, { error: FIELD_MESSAGE });
const fieldListSchema = z
  .array(templateFieldSchema)
  .max(TEMPLATE_FIELDS.length)
  .default([])
  .transform((fields) => [...new Set(fields)]);

const templateValuesSchema = cardFieldsSchema.pick(
  Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, true])) as {
    [F in (typeof TEMPLATE_FIELDS)[number]]: true;
  },
);

export const templateBodySchema = z
  .object({
    name: z
      .string({ error: "Template name is required" })
      .trim()
      .min(1, "Template name is required")
      .max(TEMPLATE_NAME_MAX, `Template name must be at most ${TEMPLATE_NAME_MAX} characters`),
    fields: templateValuesSchema.default({}),
    locked: fieldListSchema,
    hidden: fieldListSchema,
  })
  .refine((body) => !body.locked.some((field) => body.hidden.includes(field)), {
    message: "A field is either locked or hidden, not both",
    path: ["hidden"],
  })
  .refine((body) => !body.hidden.some((field) => UNHIDEABLE_FIELDS.includes(field)), {
    message: "A card always has a theme: it may be locked, not hidden",
    path: ["hidden"],
  });
export type TemplateBody = z.infer<typeof templateBodySchema>;

export const templateParams = orgParams.extend({ templateId: idParamSchema(TEMPLATE_ID_MESSAGE) });

export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  fields: z.record(z.string(), z.unknown()),
  locked: z.array(z.string()),
  hidden: z.array(z.string()),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ templates: z.array(templateSchema) });
