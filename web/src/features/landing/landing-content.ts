/**
 * The landing page's copy and data: the sections' headings, the features, the sample themes,
 * the pricing and the ratings. Components only lay it out.
 */
import { type PlanFeature, type PlanName, planFeatures } from "@core/plans";
import {
  ChartColumn,
  Contact,
  Globe,
  type LucideIcon,
  MousePointerClick,
  Palette,
  QrCode,
  Share2,
  Smartphone,
  Users,
} from "lucide-react";

/** The in-page anchors of the top navigation and the footer. */
export const NAV_SECTIONS = [
  { id: "features", label: "Features" },
  { id: "themes", label: "Themes" },
  { id: "pricing", label: "Pricing" },
] as const;

export interface SectionHeadingText {
  /** The small label above the h2. */
  eyebrow: string;
  title: string;
  intro: string;
}

/** The sections' headings, by section id. */
export const SECTION_HEADINGS = {
  features: {
    eyebrow: "Features",
    title: "Everything you need to make an impression",
    intro: "One card that is always up to date, easy to share and ready for every device.",
  },
  themes: {
    eyebrow: "Themes",
    title: "A look for every profession",
    intro: "Start from a designed theme and make it yours. Here are three of the nine.",
  },
  dashboard: {
    eyebrow: "Dashboard",
    title: "All your cards in one place",
    intro: "A clear dashboard to create, edit, share and measure your business cards.",
  },
  pricing: {
    eyebrow: "Pricing",
    title: "Simple pricing that grows with you",
    intro: "Pick the plan that fits. Prices are in US dollars per month.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What our customers say",
    intro: "Professionals who traded paper for a card that is always up to date.",
  },
} as const satisfies Record<string, SectionHeadingText>;

export type HeadedSectionId = keyof typeof SECTION_HEADINGS;

export interface Feature {
  Icon: LucideIcon;
  title: string;
  description: string;
}

/** Nine items drawn from the product's marketing list. */
export const FEATURES: Feature[] = [
  {
    Icon: Palette,
    title: "Professional themes",
    description: "Nine themes, from Minimalist Sophistication to Tech / IT Professional.",
  },
  {
    Icon: QrCode,
    title: "QR code sharing",
    description: "Every card gets a QR code to scan, download and print.",
  },
  {
    Icon: MousePointerClick,
    title: "Visual drag-and-drop editor",
    description: "Arrange your card visually and see every change in a live preview.",
  },
  {
    Icon: ChartColumn,
    title: "Engagement analytics",
    description: "See how often your card is viewed, its links clicked and your contact saved.",
  },
  {
    Icon: Contact,
    title: "Contact-file export",
    description: "Visitors save your details to their phone as a vCard in one tap.",
  },
  {
    Icon: Users,
    title: "Team management",
    description: "Manage your team's accounts with access levels for every role.",
  },
  {
    Icon: Globe,
    title: "Custom domain or personalised URL",
    description: "Run it on your own domain and give each card a memorable link.",
  },
  {
    Icon: Smartphone,
    title: "Mobile optimisation",
    description: "Cards look sharp on any phone and can be installed as an app.",
  },
  {
    Icon: Share2,
    title: "Social links, buttons and forms",
    description: "Link your networks, add custom buttons and collect enquiries with a form builder.",
  },
];

interface ThemePalette {
  /** Background of the preview's cover band (a CSS colour or gradient). */
  cover: string;
  surface: string;
  text: string;
  mutedText: string;
  accent: string;
  accentText: string;
}

export interface SampleTheme {
  /** The stored theme value. */
  value: string;
  /** The display name from the theme table. */
  displayName: string;
  tagline: string;
  palette: ThemePalette;
  /** Hex colours shown as swatches. */
  swatches: string[];
}

/** Three of the nine themes: the landing page shows three sample themes. */
export const SAMPLE_THEMES: SampleTheme[] = [
  {
    value: "minimalist",
    displayName: "Minimalist Sophistication",
    tagline: "Quiet, refined and timeless.",
    palette: {
      cover: "#292524",
      surface: "#fafaf9",
      text: "#1c1917",
      mutedText: "#57534e",
      accent: "#1c1917",
      accentText: "#fafaf9",
    },
    swatches: ["#292524", "#57534e", "#d6d3d1", "#fafaf9"],
  },
  {
    value: "corporate",
    displayName: "Corporate / Executive",
    tagline: "Confident navy with a touch of gold.",
    palette: {
      cover: "#1e3a8a",
      surface: "#f8fafc",
      text: "#0f172a",
      mutedText: "#475569",
      accent: "#b45309",
      accentText: "#ffffff",
    },
    swatches: ["#1e3a8a", "#0f172a", "#b45309", "#f8fafc"],
  },
  {
    value: "creative",
    displayName: "Creative / Visual Arts",
    tagline: "Bold colour for makers and artists.",
    palette: {
      cover: "linear-gradient(135deg, #7e22ce, #be185d)",
      surface: "#fdf4ff",
      text: "#3b0764",
      mutedText: "#6b21a8",
      accent: "#be185d",
      accentText: "#ffffff",
    },
    swatches: ["#7e22ce", "#be185d", "#3b0764", "#fdf4ff"],
  },
];

/** The message shown after 'Use Theme'. */
export function themeChoiceMessage(
  displayName: string,
  signedIn: boolean,
): { title: string; description: string } {
  return signedIn
    ? {
        title: "Theme selected",
        description: `${displayName} theme has been selected. Go to your dashboard to apply it.`,
      }
    : {
        title: "Sign up required",
        description: "Create an account to use this theme for your business card.",
      };
}

export interface PricingTier {
  name: PlanName;
  /** US dollars per month. */
  price: number;
  description: string;
  badge?: string;
  features: PlanFeature[];
  action: { label: string; kind: "signup" | "sales" };
}

/**
 * Pricing per month: the prices, badges and actions; what each plan includes comes
 * from the access rules (core/plans.ts), so the table promises only what a level is given.
 */
export const PRICING_TIERS: PricingTier[] = [
  {
    name: "Basic",
    price: 5,
    description: "For individuals getting started.",
    features: planFeatures("Basic"),
    action: { label: "Choose Basic", kind: "signup" },
  },
  {
    name: "Professional",
    price: 12,
    description: "For professionals who want to stand out.",
    badge: "POPULAR",
    features: planFeatures("Professional"),
    action: { label: "Choose Professional", kind: "signup" },
  },
  {
    name: "Enterprise",
    price: 29,
    description: "For teams and businesses.",
    features: planFeatures("Enterprise"),
    action: { label: "Contact Sales", kind: "sales" },
  },
];

/** 'Contact Sales' writes to the installation's SALES_EMAIL (GET /api/config/site). */
export function salesMailto(salesEmail: string, productName: string): string {
  return `mailto:${salesEmail}?subject=${encodeURIComponent(`${productName} Enterprise`)}`;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** Out of 5, in steps of 0.5. */
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "I share my card with a QR code at every event. People save my details on the spot instead of losing a paper card.",
    name: "Sarah Whitfield",
    role: "Real estate agent",
    rating: 5,
  },
  {
    quote:
      "Setting up cards for the whole sales team took an afternoon, and the access levels keep everyone to their own cards.",
    name: "Daniel Okafor",
    role: "Sales director",
    rating: 4.5,
  },
  {
    quote:
      "The Creative theme suits my portfolio perfectly, and the gallery lets clients see my work right from the card.",
    name: "Mei Tanaka",
    role: "Illustrator",
    rating: 4.5,
  },
];
