/**
 * The Create Card form: the card's own field rules (core/schemas/card.ts) for the contact
 * details, one of the nine themes, and an optional slug checked with slugSchema.
 */
import { cardFieldsSchema, slugSchema } from "@core/schemas/card";
import { THEME_VALUES } from "@core/themes";
import { z } from "zod";

export const createCardFormSchema = cardFieldsSchema
  .pick({ name: true, title: true, company: true, email: true, phone: true })
  .extend({
    theme: z.enum(THEME_VALUES, { error: "Please choose one of the available themes" }),
    // Empty means "let the server make one"; anything else must be a valid slug.
    slug: z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === "") return undefined;
        const parsed = slugSchema.safeParse(value);
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "Invalid slug" });
        return z.NEVER;
      }),
  });

export type CreateCardFormInput = z.input<typeof createCardFormSchema>;
export type CreateCardFormOutput = z.output<typeof createCardFormSchema>;

const CREATE_CARD_FIELDS = ["name", "title", "company", "email", "phone", "theme", "slug"] as const;
export type CreateCardField = (typeof CREATE_CARD_FIELDS)[number];

export function isCreateCardField(name: string): name is CreateCardField {
  return (CREATE_CARD_FIELDS as readonly string[]).includes(name);
}
