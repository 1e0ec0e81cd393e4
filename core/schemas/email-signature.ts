/**
 * GET /api/business-cards/{id}/email-signature?layout=&extra=: the card's email signature as
 * HTML and plain text (core/email-signature.ts), and the public pictures it shows.
 */
import { z } from "zod";
import { EMAIL_SIGNATURE_EXTRAS, EMAIL_SIGNATURE_LAYOUTS } from "../email-signature";

export const emailSignatureQuery = z.object({
  layout: z
    .enum(EMAIL_SIGNATURE_LAYOUTS, { error: "Layout must be classic, compact or banner" })
    .default("classic"),
  extra: z.enum(EMAIL_SIGNATURE_EXTRAS, { error: "Extra must be qr or save" }).default("qr"),
});
export type EmailSignatureQuery = z.infer<typeof emailSignatureQuery>;

export const emailSignatureSchema = z.object({ html: z.string(), text: z.string() });

/**
 * The pictures' ?v=: which version of the picture the signature was written with. Any short
 * text is accepted (an old signature keeps its old one); longer is bad input.
 */
export const signatureImageQuery = z.object({
  v: z.string().max(64, "Version must be at most 64 characters").optional(),
});
