/**
 * Which links user content may carry (DESIGN §5): http, https, mailto and tel only, so a
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

/** A website without a scheme gets https:// (spec 000 §5). */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** Images are web addresses or files served by this site (paths such as /uploads/...). */
export function isImageSource(value: string): boolean {
  return isWebUrl(value) || /^\/(?!\/)[^\s"'<>\\]*$/.test(value);
}
