/**
 * The rules of a social link for both editors, as pure functions: how a typed
 * address is read (core/social-link-address.ts, the server's rule too), and the links with one
 * changed or removed.
 */
import { socialKeySchema, socialLinksSchema } from "@core/schemas/card";
import { customPlatformKey, customPlatformNameError, OTHER_PLATFORM } from "@core/social-networks";
import { z } from "zod";

/**
 * The address a link's form stores for the typed text: what core's rule makes of it for this
 * platform ('@jane' on Instagram is her profile, a bare domain gets https://), checked by the card
 * schema's own rule, so the editors accept exactly what the server stores. "" removes the link.
 */
function checkedAddress(key: string, typed: string): { url: string } | { error: string } {
  // A custom platform's name may still be invalid (its own message says so); check the address alone.
  const checkedKey = socialKeySchema.safeParse(key).success ? key : "link";
  const parsed = socialLinksSchema.safeParse({ [checkedKey]: typed });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Please enter a valid link" };
  return { url: parsed.data[checkedKey] ?? "" };
}

/** The links with `key` set to `url`; an empty URL removes the link. */
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

/** The social-link form: a platform, a name that only 'Other' needs, and the address (stored as read). */
export const socialLinkFormSchema = z
  .object({ platform: z.string(), name: z.string(), url: z.string() })
  .superRefine(({ platform, name, url }, ctx) => {
    const checked = checkedAddress(socialLinkKey(platform, name), url);
    if ("error" in checked) ctx.addIssue({ code: "custom", path: ["url"], message: checked.error });
    if (platform !== OTHER_PLATFORM) return;
    const message = customPlatformNameError(name);
    if (message) ctx.addIssue({ code: "custom", path: ["name"], message });
  })
  .transform((values) => {
    const checked = checkedAddress(socialLinkKey(values.platform, values.name), values.url);
    return "url" in checked ? { ...values, url: checked.url } : values;
  });
