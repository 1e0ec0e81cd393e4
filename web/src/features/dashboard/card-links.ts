/**
 * Where the dashboard's card buttons lead (spec 000 §2) and how a card is named there.
 */
import type { BusinessCard } from "@core/card";

export const editCardPath = (id: number) => `/mobile-editor/${id}`;
export const analyticsPath = (id: number) => `/analytics/${id}`;
export const salesbotPath = (id: number) => `/salesbot/${id}`;
export const viewCardPath = (slug: string) => `/view/${slug}`;

/** A card without a name is shown as 'My Business Card'. */
export function cardDisplayName(card: Pick<BusinessCard, "name">): string {
  return card.name?.trim() || "My Business Card";
}

/** "{title} at {company}", or whichever of the two the card has. */
export function cardRoleLine(card: Pick<BusinessCard, "title" | "company">): string | null {
  const title = card.title?.trim();
  const company = card.company?.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}
