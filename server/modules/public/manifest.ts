/**
 * The per-card web app manifest (/manifest/{slug}.json) from the card's pwaSettings, with the
 * spec's defaults (spec 000 §3, §9): theme #000000, background #ffffff, short name at most
 * 12 characters. Icons are the card's when set, else the site's favicon.
 */
import type { BusinessCard } from "../../../core/card";
import { cardPath } from "../../../core/card-display";
import { SHORT_NAME_MAX } from "../../../core/schemas/card";

const DEFAULT_THEME_COLOR = "#000000";
const DEFAULT_BACKGROUND_COLOR = "#ffffff";
const SITE_ICON = { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" };

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

export function cardManifest(card: BusinessCard) {
  const pwa = card.pwaSettings ?? {};
  const name = nonEmpty(pwa.appName) ?? nonEmpty(card.name) ?? "Business Card";
  const path = cardPath(card.slug);
  const icons: ManifestIcon[] = [];
  const given = pwa.icons ?? {};
  if (nonEmpty(given.icon192)) icons.push({ src: given.icon192!, sizes: "192x192" });
  if (nonEmpty(given.icon512)) icons.push({ src: given.icon512!, sizes: "512x512" });
  if (nonEmpty(given.iconMaskable))
    icons.push({ src: given.iconMaskable!, sizes: "512x512", purpose: "maskable" });
  const role = [nonEmpty(card.title), nonEmpty(card.company)].filter(Boolean).join(" at ");
  return {
    id: path,
    name,
    short_name: shortened(nonEmpty(pwa.shortName) ?? name, SHORT_NAME_MAX),
    description: nonEmpty(pwa.description) ?? (role ? `${name} - ${role}` : `Business card of ${name}`),
    start_url: path,
    scope: path,
    display: "standalone",
    theme_color: pwa.themeColor ?? DEFAULT_THEME_COLOR,
    background_color: pwa.backgroundColor ?? DEFAULT_BACKGROUND_COLOR,
    icons: icons.length > 0 ? icons : [SITE_ICON],
  };
}
