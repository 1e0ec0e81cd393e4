/**
 * The user guide's sections: their order, titles and who sees
 * them. Developer Features is shown only at level exactly 3.
 */
import { type Actor, allows } from "@core/policy";

export type GuideSectionId =
  | "getting-started"
  | "creating-a-card"
  | "customizing"
  | "sharing"
  | "analytics"
  | "developer"
  | "mobile"
  | "support";

export const GUIDE_SECTIONS: readonly { id: GuideSectionId; title: string }[] = [
  { id: "getting-started", title: "Getting Started" },
  { id: "creating-a-card", title: "Creating a Business Card" },
  { id: "customizing", title: "Customizing Your Card" },
  { id: "sharing", title: "Sharing Your Card (QR, link, vCard)" },
  { id: "analytics", title: "Understanding Analytics" },
  { id: "developer", title: "Developer Features" },
  { id: "mobile", title: "Mobile Optimization Tips" },
  { id: "support", title: "Getting Support" },
];

/** The sections `user` sees, in order. */
export function visibleGuideSections(user: Actor | undefined): { id: GuideSectionId; title: string }[] {
  const developer = user !== undefined && allows(user, "guide.developerFeatures");
  return GUIDE_SECTIONS.filter((section) => section.id !== "developer" || developer);
}

export const CREATE_CARD_SIGNED_OUT = {
  title: "Authentication required",
  description: "Please sign in to create a card",
} as const;

export const CREATE_CARD_REDIRECT = "Redirecting to dashboard";
