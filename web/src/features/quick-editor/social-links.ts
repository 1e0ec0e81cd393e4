/** Pure helpers for the quick editor's social links (spec 000 §5 social-link rules). */
import { isWebUrl, normalizeWebsite } from "@core/links";
import { socialLinksSchema } from "@core/schemas/card";
import { z } from "zod";

/**
 * Phone users type "linkedin.com/in/jane": an address without a scheme that reads as a web
 * address gets https://, like a website. Anything else is kept, and the rule below names
 * what is wrong with it.
 */
export function normalizeSocialUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "" || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  const withScheme = normalizeWebsite(trimmed);
  return isWebUrl(withScheme) ? withScheme : trimmed;
}

/** A link's address, checked with the card schema's rule for social links; "" is allowed (removes). */
export const socialUrlSchema = z
  .string()
  .transform(normalizeSocialUrl)
  .superRefine((url, ctx) => {
    const parsed = socialLinksSchema.safeParse({ link: url });
    if (!parsed.success) {
      ctx.addIssue({
        code: "custom",
        message: parsed.error.issues[0]?.message ?? "Please enter a valid link",
      });
    }
  });

/** The links with `key` set to `url`; an empty URL removes the link (spec 000 §5). */
export function withSocialLink(
  links: Record<string, string>,
  key: string,
  url: string,
): Record<string, string> {
  const next = { ...links };
  if (url === "") delete next[key];
  else next[key] = url;
  return next;
}
