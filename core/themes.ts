/**
 * The nine card themes and the look of each. The editors' preview and the
 * public page render a card from these tokens, so a theme looks the same everywhere.
 */
export const THEME_VALUES = [
  "minimalist",
  "dynamic",
  "nonprofit",
  "education",
  "health",
  "beauty",
  "corporate",
  "creative",
  "tech",
] as const;
export type ThemeValue = (typeof THEME_VALUES)[number];
export const DEFAULT_THEME: ThemeValue = "minimalist";

/** Round, square, a square with the theme's rounded corners, or an uneven organic round. */
export type AvatarShape = "round" | "square" | "rounded-square" | "organic";

export interface ThemeLook {
  value: ThemeValue | "default";
  displayName: string;
  /** Page behind the card. */
  background: string;
  /** The card's surface and text. */
  surface: string;
  text: string;
  mutedText: string;
  /** Buttons, icons and highlights, with the text colour that reads on them. */
  accent: string;
  accentText: string;
  /** The header band when the card has no cover photo. */
  header: string;
  font: "sans" | "serif" | "mono" | "rounded";
  /** How the card is laid out: centred portrait, left-aligned, or a bold banner. */
  layout: "centered" | "left" | "banner";
  radius: "none" | "md" | "xl";
  /** The profile picture's shape: the one rule both the card and the editor's hint follow. */
  avatar: AvatarShape;
  /** Moves gently, unless the visitor prefers reduced motion. */
  animated: boolean;
}

const LOOKS: Record<ThemeValue, ThemeLook> = {
  minimalist: {
    value: "minimalist",
    displayName: "Minimalist Sophistication",
    background: "#f5f5f4",
    surface: "#ffffff",
    text: "#1c1917",
    mutedText: "#57534e",
    accent: "#1c1917",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #e7e5e4, #d6d3d1)",
    font: "sans",
    layout: "centered",
    radius: "md",
    avatar: "round",
    animated: false,
  },
  dynamic: {
    value: "dynamic",
    displayName: "Dynamic Animation",
    background: "#1e1b4b",
    surface: "#ffffff",
    text: "#1e1b4b",
    mutedText: "#4c4a73",
    accent: "#7c3aed",
    accentText: "#ffffff",
    header: "linear-gradient(120deg, #7c3aed, #db2777, #f59e0b)",
    font: "rounded",
    layout: "centered",
    radius: "xl",
    avatar: "round",
    animated: true,
  },
  nonprofit: {
    value: "nonprofit",
    displayName: "Nonprofit / Environmental",
    background: "#ecfdf5",
    surface: "#ffffff",
    text: "#14532d",
    mutedText: "#3f6212",
    accent: "#15803d",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #16a34a, #65a30d)",
    font: "rounded",
    layout: "centered",
    radius: "xl",
    avatar: "round",
    animated: false,
  },
  education: {
    value: "education",
    displayName: "Education",
    background: "#eff6ff",
    surface: "#ffffff",
    text: "#172554",
    mutedText: "#3b4a6b",
    accent: "#1d4ed8",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #1e40af, #3b82f6)",
    font: "serif",
    layout: "left",
    radius: "md",
    avatar: "round",
    animated: false,
  },
  health: {
    value: "health",
    displayName: "Health and Wellness",
    background: "#f0fdfa",
    surface: "#ffffff",
    text: "#134e4a",
    mutedText: "#335c58",
    accent: "#0f766e",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #5eead4, #0d9488)",
    font: "rounded",
    layout: "centered",
    radius: "xl",
    avatar: "round",
    animated: false,
  },
  beauty: {
    value: "beauty",
    displayName: "Beauty and Fashion",
    background: "#fdf2f8",
    surface: "#ffffff",
    text: "#500724",
    mutedText: "#7a3b57",
    accent: "#be185d",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #f9a8d4, #db2777)",
    font: "serif",
    layout: "centered",
    radius: "xl",
    avatar: "round",
    animated: false,
  },
  corporate: {
    value: "corporate",
    displayName: "Corporate / Executive",
    background: "#f1f5f9",
    surface: "#ffffff",
    text: "#0f172a",
    mutedText: "#475569",
    accent: "#1e3a8a",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #0f172a, #1e3a8a)",
    font: "serif",
    layout: "banner",
    radius: "none",
    avatar: "square",
    animated: false,
  },
  creative: {
    value: "creative",
    displayName: "Creative / Visual Arts",
    background: "#faf5ff",
    surface: "#ffffff",
    text: "#3b0764",
    mutedText: "#6b4a85",
    accent: "#9333ea",
    accentText: "#ffffff",
    header: "linear-gradient(135deg, #9333ea, #ec4899, #f97316)",
    font: "rounded",
    layout: "left",
    radius: "xl",
    avatar: "organic",
    animated: false,
  },
  tech: {
    value: "tech",
    displayName: "Tech / IT Professional",
    background: "#020617",
    surface: "#0f172a",
    text: "#e2e8f0",
    mutedText: "#94a3b8",
    accent: "#22d3ee",
    accentText: "#042f2e",
    header: "linear-gradient(135deg, #0f172a, #164e63)",
    font: "mono",
    layout: "left",
    radius: "md",
    avatar: "rounded-square",
    animated: false,
  },
};

/** The look for a value the theme list does not know: the default amber look. */
export const DEFAULT_LOOK: ThemeLook = {
  value: "default",
  displayName: "Classic Amber",
  background: "#fffbeb",
  surface: "#ffffff",
  text: "#451a03",
  mutedText: "#78350f",
  accent: "#b45309",
  accentText: "#ffffff",
  header: "linear-gradient(135deg, #f59e0b, #b45309)",
  font: "sans",
  layout: "centered",
  radius: "md",
  avatar: "round",
  animated: false,
};

export function isThemeValue(value: unknown): value is ThemeValue {
  return typeof value === "string" && (THEME_VALUES as readonly string[]).includes(value);
}

export function themeLook(value: string | null | undefined): ThemeLook {
  return isThemeValue(value) ? LOOKS[value] : DEFAULT_LOOK;
}

export function themeDisplayName(value: string | null | undefined): string {
  return themeLook(value).displayName;
}

export const THEMES: ThemeLook[] = THEME_VALUES.map((value) => LOOKS[value]);
