/**
 * The social network catalogue: network keys, their
 * display names, which have a dedicated icon, and the platform lists the two editors offer.
 * The icons themselves live with the web components; this file only says which key has one.
 */

/** A network's key: a lower-case name such as "linkedin", or a custom platform's key. */
export const SOCIAL_KEY_PATTERN = /^[a-z0-9_-]{1,40}$/;
export const SOCIAL_KEY_MESSAGE = "Platform names may contain only letters, digits, hyphens and underscores";

/** Display names of every key the editors offer. Other keys are custom platforms. */
const NETWORK_NAMES: Record<string, string> = {
  linkedin: "LinkedIn",
  twitter: "Twitter",
  instagram: "Instagram",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
  viber: "Viber",
  telegram: "Telegram",
  skype: "Skype",
  gmail: "Gmail",
  wechat: "WeChat",
  youtube: "YouTube",
  video: "Video",
  threads: "Threads",
  discord: "Discord",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  medium: "Medium",
};

/** The full editor's platform selector, in the spec's order; OTHER_PLATFORM follows it. */
export const FULL_EDITOR_PLATFORMS = [
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
  "youtube",
  "whatsapp",
  "viber",
  "telegram",
  "skype",
  "gmail",
  "wechat",
  "threads",
  "discord",
  "snapchat",
  "tiktok",
] as const;

/**
 * Keys drawn with their own icon: every platform the full editor offers (the quick editor's main
 * buttons among them) and embedded video links; any other key gets a generic link icon.
 */
const DEDICATED_ICON_NETWORKS = [...FULL_EDITOR_PLATFORMS, "video"] as const;
export type DedicatedIconNetwork = (typeof DEDICATED_ICON_NETWORKS)[number];

export function hasDedicatedIcon(key: string): key is DedicatedIconNetwork {
  return (DEDICATED_ICON_NETWORKS as readonly string[]).includes(key);
}

/** The selector value for a custom platform, shown as 'Other'. */
export const OTHER_PLATFORM = "other";
export const OTHER_PLATFORM_LABEL = "Other";

/** The quick editor's four main buttons and its 'Additional Platforms' list. */
export const QUICK_EDITOR_MAIN_PLATFORMS = ["linkedin", "twitter", "facebook", "instagram"] as const;
export const QUICK_EDITOR_ADDITIONAL_PLATFORMS = [
  "youtube",
  "threads",
  "tiktok",
  "wechat",
  "whatsapp",
  "pinterest",
  "snapchat",
  "telegram",
  "discord",
  "medium",
] as const;

export const PLATFORM_NAME_REQUIRED = "Platform name is required";

/** "LinkedIn" for linkedin; a custom key is shown with a capital first letter ("mastodon" → "Mastodon"). */
export function socialNetworkName(key: string): string {
  const known = NETWORK_NAMES[key];
  if (known) return known;
  const chars = Array.from(key);
  return chars.length === 0 ? "" : chars[0].toUpperCase() + chars.slice(1).join("");
}

/** A custom platform's key: its name lower-cased with spaces removed. */
export function customPlatformKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "");
}

/**
 * Why a custom platform name cannot be used, or null when it can. Its key must follow the
 * card schema's key rule (`SOCIAL_KEY_PATTERN`), so the editor says so before the server would
 * refuse the save.
 */
export function customPlatformNameError(name: string): string | null {
  const key = customPlatformKey(name);
  if (key === "") return PLATFORM_NAME_REQUIRED;
  return SOCIAL_KEY_PATTERN.test(key) ? null : SOCIAL_KEY_MESSAGE;
}
