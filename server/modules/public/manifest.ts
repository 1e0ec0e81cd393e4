/**
 * The per-card web app manifest (/manifest/{slug}.json) from the card's pwaSettings, with the
 * defaults for what the owner left unset: theme #000000, background #ffffff, short name at most
 * 12 characters. Each of the three icons (192, 512, 512 maskable) is the owner's upload when
 * set, else one the server draws (app-icons.ts), so the card is always installable.
 *
 * The manifest is cached with the card (service.ts) and dropped with it, and the generated
 * icons' URLs carry the drawing's version: a cached manifest always names the current icons.
 */
import type { BusinessCard } from "../../../core/card";
import { cardPath } from "../../../core/card-display";
import {
  DEFAULT_PWA_BACKGROUND_COLOR,
  DEFAULT_PWA_THEME_COLOR,
  SHORT_NAME_MAX,
} from "../../../core/schemas/card";
import { STORED_NAME } from "../uploads/upload-rules";
import { type IconFile, iconPlan, iconVersion } from "./app-icons";

const UPLOAD_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
};

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

function nonEmpty(value: string | null | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

/** Cuts at a word boundary when one falls inside the limit. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space >= 3 ? cut.slice(0, space) : cut).trim();
}

/** The content type of one of this site's uploads (its name says its format); else unknown. */
function uploadType(src: string): string | undefined {
  const match = src.startsWith("/uploads/") ? STORED_NAME.exec(src.slice("/uploads/".length)) : null;
  return match ? UPLOAD_TYPES[match[2]!] : undefined;
}

/** The path of a generated icon; `v` changes whenever the drawing would (routes.ts caches by it). */
function generatedIconPath(slug: string, file: IconFile, version: string): string {
  return `/icons/${encodeURIComponent(slug)}/${file}?v=${version}`;
}

export function cardManifest(card: BusinessCard) {
  const pwa = card.pwaSettings ?? {};
  const name = nonEmpty(pwa.appName) ?? nonEmpty(card.name) ?? "Business Card";
  const path = cardPath(card.slug);
  const given = pwa.icons ?? {};
  const version = iconVersion(iconPlan(card));
  const icon = (uploaded: string | null | undefined, file: IconFile, sizes: string, purpose?: string) => {
    const own = nonEmpty(uploaded);
    const src = own ?? generatedIconPath(card.slug, file, version);
    const type = own ? uploadType(own) : "image/png";
    const entry: ManifestIcon = { src, sizes };
    if (type) entry.type = type;
    if (purpose) entry.purpose = purpose;
    return entry;
  };
  const icons = [
    icon(given.icon192, "192.png", "192x192"),
    icon(given.icon512, "512.png", "512x512"),
    icon(given.iconMaskable, "512-maskable.png", "512x512", "maskable"),
  ];
  const role = [nonEmpty(card.title), nonEmpty(card.company)].filter(Boolean).join(" at ");
  return {
    id: path,
    name,
    short_name: shortened(nonEmpty(pwa.shortName) ?? name, SHORT_NAME_MAX),
    description: nonEmpty(pwa.description) ?? (role ? `${name} - ${role}` : `Business card of ${name}`),
    start_url: path,
    scope: path,
    display: "standalone",
    theme_color: pwa.themeColor ?? DEFAULT_PWA_THEME_COLOR,
    background_color: pwa.backgroundColor ?? DEFAULT_PWA_BACKGROUND_COLOR,
    icons,
  };
}
