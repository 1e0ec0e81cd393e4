/**
 * The card's install-as-app settings (the card's pwaSettings) as the PWA Settings tab edits
 * them: the two colours and the three icon slots, a change laid over the current settings,
 * the check with core's schema before anything is sent, and what the installed app will look
 * like with the spec's defaults filled in (the tab's live preview).
 */
import type { BusinessCard, PwaSettings } from "@core/card";
import { imageSrc } from "@core/card-links";
import { normalizeHex } from "@core/colors";
import { DEFAULT_PWA_BACKGROUND_COLOR, DEFAULT_PWA_THEME_COLOR } from "@core/schemas/card";

export type PwaIconKey = keyof NonNullable<PwaSettings["icons"]>;

export interface PwaIconSlot {
  key: PwaIconKey;
  /** How the tab names it: "192×192 icon". */
  title: string;
  /** The file the server draws when none was uploaded: /icons/{slug}/{file}. */
  generatedFile: string;
  /** Shown in a circle: launchers crop maskable icons to their own shape. */
  maskable: boolean;
}

/** The recommended sizes: 192, 512 and 512 maskable. */
export const PWA_ICON_SLOTS: readonly PwaIconSlot[] = [
  { key: "icon192", title: "192×192 icon", generatedFile: "192.png", maskable: false },
  { key: "icon512", title: "512×512 icon", generatedFile: "512.png", maskable: false },
  { key: "iconMaskable", title: "512×512 maskable icon", generatedFile: "512-maskable.png", maskable: true },
];

export interface PwaColorSlot {
  key: "themeColor" | "backgroundColor";
  label: string;
  /** Where the colour shows. */
  hint: string;
  /** The spec's default, shown while the owner has chosen none. */
  fallback: string;
}

/** The theme colour and the background colour. */
export const PWA_COLOR_SLOTS: readonly PwaColorSlot[] = [
  {
    key: "themeColor",
    label: "Theme colour",
    hint: "The phone's status bar and the app's title bar.",
    fallback: DEFAULT_PWA_THEME_COLOR,
  },
  {
    key: "backgroundColor",
    label: "Background colour",
    hint: "The splash screen while the app opens.",
    fallback: DEFAULT_PWA_BACKGROUND_COLOR,
  },
];

/** The settings with some fields changed; icons are merged, so one icon changes alone. */
export function withPwaChange(settings: PwaSettings | undefined, change: Partial<PwaSettings>): PwaSettings {
  const current = settings ?? {};
  const next: PwaSettings = { ...current, ...change };
  if (change.icons) next.icons = { ...current.icons, ...change.icons };
  return next;
}

/** The message keys a change to these fields makes stale, as save-payload keys them. */
export function pwaErrorKeys(change: Partial<PwaSettings>): string[] {
  const keys = ["pwaSettings"];
  for (const field of Object.keys(change) as (keyof PwaSettings)[]) {
    if (field === "icons") {
      for (const icon of Object.keys(change.icons ?? {})) keys.push(`pwaSettings.icons.${icon}`);
    } else {
      keys.push(`pwaSettings.${field}`);
    }
  }
  return keys;
}

function text(value: string | null | undefined): string | null {
  return value && value.trim() !== "" ? value.trim() : null;
}

/** The icon the server draws for a slot; `version` changes when the card does, so no stale copy shows. */
export function generatedIconUrl(slug: string, slot: PwaIconSlot, version: string): string {
  return `/icons/${encodeURIComponent(slug)}/${slot.generatedFile}?v=${encodeURIComponent(version)}`;
}

export interface PwaLook {
  /** The splash screen's name. */
  name: string;
  /** The home screen's label. */
  label: string;
  themeColor: string;
  backgroundColor: string;
  /** The home-screen icon and the splash screen's. */
  icon192: string;
  icon512: string;
}

/**
 * The installed app as the preview draws it: the owner's values where valid, else the
 * defaults (theme #000000, background #ffffff) and the icons the server generates, found under
 * the card's saved slug and version. Names fall back like the manifest's: app name, else the
 * card's name; the short name, else the name.
 */
export function pwaLook(card: BusinessCard, saved: Pick<BusinessCard, "slug" | "updatedAt">): PwaLook {
  const pwa = card.pwaSettings ?? {};
  const name = text(pwa.appName) ?? text(card.name) ?? "Business Card";
  const icon = (key: PwaIconKey) => {
    const slot = PWA_ICON_SLOTS.find((candidate) => candidate.key === key)!;
    return imageSrc(pwa.icons?.[key]) ?? generatedIconUrl(saved.slug, slot, saved.updatedAt);
  };
  return {
    name,
    label: text(pwa.shortName) ?? name,
    themeColor: normalizeHex(pwa.themeColor) ?? DEFAULT_PWA_THEME_COLOR,
    backgroundColor: normalizeHex(pwa.backgroundColor) ?? DEFAULT_PWA_BACKGROUND_COLOR,
    icon192: icon("icon192"),
    icon512: icon("icon512"),
  };
}
