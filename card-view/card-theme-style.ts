/**
 * A card theme's look as the custom properties (--cv-*) that card-view.css and the visitor
 * form's styles draw everything from. Set on the card's root, and on the visitor form, which
 * sits outside the card.
 */
import type { ThemeLook } from "@core/themes";
import type { CSSProperties } from "react";

/** The faces of each font a theme or a brand names: the system's own, so nothing is downloaded. */
export const THEME_FONTS: Record<ThemeLook["font"], string> = {
  sans: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", Georgia, serif',
  mono: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", Nunito, system-ui, sans-serif',
};

/** Card, button and image corner radii. */
const RADII: Record<ThemeLook["radius"], [string, string, string]> = {
  none: ["0", "0", "0"],
  md: ["16px", "10px", "12px"],
  xl: ["28px", "99px", "18px"],
};

/** The look's tokens as custom properties; card-view.css draws everything from them. */
export function cardThemeStyle(look: ThemeLook): CSSProperties {
  const [card, button, image] = RADII[look.radius];
  return {
    "--cv-font": THEME_FONTS[look.font],
    "--cv-r": card,
    "--cv-rb": button,
    "--cv-ri": image,
    "--cv-bg": look.background,
    "--cv-surface": look.surface,
    "--cv-text": look.text,
    "--cv-muted": look.mutedText,
    "--cv-accent": look.accent,
    "--cv-accent-text": look.accentText,
    "--cv-header": look.header,
  } as CSSProperties;
}
