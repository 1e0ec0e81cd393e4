/**
 * How analytics names a clicked link: by what the visitor saw on it. A custom button by its
 * text, a social link by its network, the assistant's call-to-action buttons by their name,
 * the contact links and the address's 'Open in Maps' link by theirs. The server stores the label
 * with each click (a button may be renamed or moved later); clicks stored without one are named
 * from their link type and id.
 */
import { socialNetworkName } from "./social-networks";
import { customButtonIndex } from "./tracked-links";

/** The label of the address's 'Open in Maps' link (card-view/card-contact.tsx). */
export const OPEN_IN_MAPS = "Open in Maps";

const FIXED_LABELS: Record<string, string> = {
  website: "Website",
  phone: "Phone",
  email: "Email",
  map: OPEN_IN_MAPS,
};

export function linkLabel(linkType: string, linkId: string, stored?: string | null): string {
  const label = stored?.trim();
  if (label) return label;
  const fixed = FIXED_LABELS[linkType];
  if (fixed) return fixed;
  if (linkType === "social") return socialNetworkName(linkId);
  if (linkType === "custom") {
    const index = customButtonIndex(linkId);
    if (index !== undefined) return `Button ${index + 1}`;
  }
  return linkId || "Unknown";
}
