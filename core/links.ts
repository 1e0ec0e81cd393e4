/**
 * Which links user content may carry: http, https, mailto and tel only, so a
 * card can never hold a `javascript:` or `data:` link.
 */
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

export function isSafeLink(value: string): boolean {
  try {
    return LINK_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A website without a scheme gets https://. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** Whether a typed address names its scheme ('https:', 'mailto:', 'tel:' …). */
export function hasScheme(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value);
}

/** A web address typed without its scheme, and with no user part ('@jane' is not 'https://@jane'). */
function bareWebAddress(typed: string): string | null {
  if (/\s/.test(typed) || typed.startsWith("@")) return null;
  const withScheme = `https://${typed.replace(/^\/+/, "")}`;
  if (!isWebUrl(withScheme)) return null;
  const url = new URL(withScheme);
  return url.username === "" && url.password === "" ? withScheme : null;
}

/**
 * A link as typed, read as an address:
 * one with a scheme is kept, a bare web address ('example.com/page') gets https://, anything
 * else is returned trimmed as typed, for the caller's rule to name what is wrong with it.
 * Social links and custom buttons both store what this makes of the typed text.
 */
export function typedLinkAddress(typed: string): string {
  const value = typed.trim();
  if (value === "" || hasScheme(value)) return value;
  return bareWebAddress(value) ?? value;
}

/** Images are web addresses or files served by this site (paths such as /uploads/...). */
export function isImageSource(value: string): boolean {
  return isWebUrl(value) || /^\/(?!\/)[^\s"'<>\\]*$/.test(value);
}
