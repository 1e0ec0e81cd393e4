/**
 * What a person types into a social link field, read as an address: both editors
 * show it and the card schema stores it, so '@jane' means the same everywhere.
 * - An address with a scheme is kept; the card schema decides whether the scheme is allowed.
 * - A handle ('@jane', or 'jane' where the platform's names allow it) becomes the platform's
 *   profile address; a phone number on WhatsApp its wa.me link; an email on Gmail a mailto: link.
 * - A bare web address ('linkedin.com/in/jane') gets https://.
 * - Anything else is returned as typed, and the schema's rule names what is wrong with it.
 */
import { hasScheme, typedLinkAddress } from "./links";

interface HandleRule {
  /** A whole handle, with or without its leading @; the first group is the name. */
  pattern: RegExp;
  /** The profile address of a name. */
  profile: (name: string) => string;
}

const HANDLES: Record<string, HandleRule> = {
  twitter: { pattern: /^@?([a-z0-9_]{1,15})$/i, profile: (n) => `https://x.com/${n}` },
  instagram: { pattern: /^@?([a-z0-9._]{1,30})$/i, profile: (n) => `https://www.instagram.com/${n}` },
  threads: { pattern: /^@?([a-z0-9._]{1,30})$/i, profile: (n) => `https://www.threads.net/@${n}` },
  tiktok: { pattern: /^@?([a-z0-9._]{2,24})$/i, profile: (n) => `https://www.tiktok.com/@${n}` },
  youtube: { pattern: /^@?([a-z0-9_-][a-z0-9._-]{2,29})$/i, profile: (n) => `https://www.youtube.com/@${n}` },
  linkedin: { pattern: /^@?([a-z0-9-]{3,100})$/i, profile: (n) => `https://www.linkedin.com/in/${n}` },
  facebook: { pattern: /^@?([a-z0-9.]{5,50})$/i, profile: (n) => `https://www.facebook.com/${n}` },
  github: { pattern: /^@?([a-z0-9](?:[a-z0-9-]{0,38}))$/i, profile: (n) => `https://github.com/${n}` },
  telegram: { pattern: /^@?([a-z0-9_]{5,32})$/i, profile: (n) => `https://t.me/${n}` },
  pinterest: { pattern: /^@?([a-z0-9_]{3,30})$/i, profile: (n) => `https://www.pinterest.com/${n}` },
  medium: { pattern: /^@([a-z0-9._-]{1,50})$/i, profile: (n) => `https://medium.com/@${n}` },
  snapchat: { pattern: /^@?([a-z0-9._-]{3,15})$/i, profile: (n) => `https://www.snapchat.com/add/${n}` },
};

/** Endings that make 'jane.com' a web address rather than a name with a dot in it. */
const WEB_ENDINGS = /\.(com|net|org|io|co|me|app|dev|info|biz|tv|uk|de|fr|es|it|nl|eu|us|ca|au|in)$/i;

function phoneLink(typed: string): string | null {
  if (!/^\+?[\d\s().-]{6,24}$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  return digits.length >= 6 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** The address to store for `typed` under the platform key `network` ("" stays "": it removes the link). */
export function socialLinkAddress(network: string, typed: string): string {
  const value = typed.trim();
  if (value === "" || hasScheme(value)) return value;
  if (network === "whatsapp") {
    const phone = phoneLink(value);
    if (phone) return phone;
  }
  if (network === "gmail" && /^[^\s@<>"?&/\\]+@[^\s@<>"?&/\\]+\.[a-z]{2,}$/i.test(value))
    return `mailto:${value}`;
  const handle = HANDLES[network];
  const name = handle?.pattern.exec(value)?.[1];
  if (handle && name && (value.startsWith("@") || !WEB_ENDINGS.test(value))) return handle.profile(name);
  return typedLinkAddress(value);
}
