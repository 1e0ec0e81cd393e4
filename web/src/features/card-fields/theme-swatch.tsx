/**
 * A miniature of a theme for the editors and the dashboard (the theme dialog, the Design tab's
 * current theme, Create Card's picker), drawn from its look as the card view draws a card: the
 * page behind it, the card's corners, the header band (a bold banner with the portrait inside
 * for the banner layout), the portrait centred or on the left, a line of text in the theme's
 * font, and a button in the accent colour. An SVG, so it scales to any box. Decorative; the
 * theme's name is always written next to it.
 */

import { THEME_FONTS } from "@card-view/card-theme-style";
import { type ThemeLook, themeLook } from "@core/themes";
import { useId } from "react";
import { cn } from "@/lib/cn";

/** Card and button corners in the miniature's units, by the look's radius. */
const RADII: Record<ThemeLook["radius"], { card: number; button: number; avatar: number }> = {
  none: { card: 0, button: 0, avatar: 0 },
  md: { card: 3, button: 2, avatar: 7 },
  xl: { card: 6, button: 4, avatar: 7 },
};

/** The colours of a CSS gradient (or a plain colour), in order. */
function gradientStops(background: string): string[] {
  const colours = background.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi);
  return colours && colours.length > 0 ? colours : [background];
}

export function ThemeSwatch({ theme, className }: { theme: string | ThemeLook; className?: string }) {
  const look = typeof theme === "string" ? themeLook(theme) : theme;
  const id = useId();
  const gradientId = `${id}-header`;
  const clipId = `${id}-card`;
  const radius = RADII[look.radius];
  const stops = gradientStops(look.header);
  const banner = look.layout === "banner";
  const centred = look.layout === "centered";
  // The portrait: in the banner on its left, else overlapping the header band's lower edge.
  const avatar = banner ? { x: 16, y: 15, r: 6 } : { x: centred ? 40 : 18, y: 19, r: 6 };
  const textX = banner ? 26 : centred ? 40 : 12;
  const anchor = centred ? "middle" : "start";
  const avatarSquare = banner || look.value === "tech";
  const headerHeight = banner ? 26 : 14;
  const textTop = banner ? 13 : 33;

  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 80 56"
      preserveAspectRatio="xMidYMid meet"
      data-theme-swatch={look.value}
      // A box of another shape shows more of the page around the card.
      style={{ background: look.background }}
      className={cn("block h-14 w-20 shrink-0 overflow-hidden rounded-md border border-border", className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          {stops.map((colour, index) => (
            <stop
              // biome-ignore lint/suspicious/noArrayIndexKey: the fixed stops of one gradient
              key={index}
              offset={stops.length === 1 ? 0 : index / (stops.length - 1)}
              stopColor={colour}
            />
          ))}
        </linearGradient>
        <clipPath id={clipId}>
          <rect x="7" y="5" width="66" height="56" rx={radius.card} />
        </clipPath>
      </defs>
      <rect width="80" height="56" fill={look.background} />
      <g clipPath={`url(#${clipId})`}>
        <rect x="7" y="5" width="66" height="56" fill={look.surface} />
        <rect x="7" y="5" width="66" height={headerHeight} fill={`url(#${gradientId})`} />
        {avatarSquare ? (
          <rect
            x={avatar.x - avatar.r}
            y={avatar.y - avatar.r}
            width={avatar.r * 2}
            height={avatar.r * 2}
            rx={look.radius === "none" ? 0 : 2}
            fill={look.accent}
            stroke={banner ? "#ffffff" : look.surface}
            strokeWidth="1.2"
          />
        ) : (
          <circle
            cx={avatar.x}
            cy={avatar.y}
            r={avatar.r}
            fill={look.accent}
            stroke={look.surface}
            strokeWidth="1.2"
          />
        )}
        <text
          x={textX}
          y={textTop + 4}
          textAnchor={anchor}
          fontFamily={THEME_FONTS[look.font]}
          fontSize="8"
          fontWeight="700"
          fill={banner ? "#ffffff" : look.text}
        >
          Aa
        </text>
        <rect
          x={centred ? 28 : textX}
          y={banner ? 21 : 40}
          width="24"
          height="2"
          rx="1"
          fill={banner ? "#ffffffbb" : look.mutedText}
        />
        <rect
          x={centred ? 24 : banner ? 12 : textX}
          y={banner ? 34 : 46}
          width="32"
          height="7"
          rx={radius.button}
          fill={look.accent}
        />
      </g>
    </svg>
  );
}
