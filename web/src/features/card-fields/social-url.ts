/**
 * The rules of a social link for both editors (spec 000 §5), as pure functions: how a typed
 * address is read, the card schema's check on it, and the links with one changed or removed.
 */
import { isWebUrl, normalizeWebsite } from "@core/links";
import { socialLinksSchema } from "@core/schemas/card";
import { customPlatformKey, customPlatformNameError, OTHER_PLATFORM } from "@core/social-networks";
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

/** The key a link is saved under: the platform's, or for 'Other' the key made from its name. */
export function socialLinkKey(platform: string, name: string): string {
  return platform === OTHER_PLATFORM ? customPlatformKey(name) : platform;
}

/** The social-link form: a platform, a name that only 'Other' needs, and the address. */
export const socialLinkFormSchema = z
  .object({ platform: z.string(), name: z.string(), url: socialUrlSchema })
  .superRefine(({ platform, name }, ctx) => {
    if (platform !== OTHER_PLATFORM) return;
    const message = customPlatformNameError(name);
    if (message) ctx.addIssue({ code: "custom", path: ["name"], message });
  });
