/**
 * The label a click is stored with (core/link-labels.ts): a custom button's text as the card
 * shows it when the click arrives, since the button may be renamed or removed later; the other
 * links' labels follow from their kind and id.
 */

import { shownButtons } from "../../../core/card-links";
import { linkLabel } from "../../../core/link-labels";
import { customButtonIndex, type LinkType } from "../../../core/tracked-links";

/** The stored label's column width (card_clicks.link_label). */
const LABEL_MAX = 200;

/** The text of the card's button `button-{index}`, or null when the card has no such button now. */
export function customButtonLabel(buttons: unknown, linkId: string): string | null {
  const index = customButtonIndex(linkId);
  return (
    shownButtons(buttons)
      .find((button) => button.index === index)
      ?.text.slice(0, LABEL_MAX) ?? null
  );
}

export function fixedLinkLabel(linkType: Exclude<LinkType, "custom">, linkId: string): string {
  return linkLabel(linkType, linkId);
}
