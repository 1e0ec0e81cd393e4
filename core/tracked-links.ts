/**
 * The links a card page counts when a visitor follows them: their kinds, and the ids each kind's
 * links have. The card view marks each such link with them (`data-track`, `data-link-id`), the
 * page's script sends what it finds there, and the tracking routes accept only these.
 */

/** The card's own links; `map` is the address's 'Open in Maps' link, shown when no map is embedded. */
export const LINK_TYPES = ["website", "phone", "email", "custom", "social", "map"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The id of the one link a card has of its kind (website, phone, email, map). */
const PRIMARY_LINK_ID = "primary";

const CUSTOM_BUTTON_ID = /^button-(\d{1,3})$/;

/** A custom button's link id: `button-{index}`, the index of the button as stored. */
export const customButtonLinkId = (index: number): string => `button-${index}`;

/** The stored index a custom button's link id names, or undefined when it names none. */
export function customButtonIndex(linkId: string): number | undefined {
  const match = CUSTOM_BUTTON_ID.exec(linkId);
  return match ? Number(match[1]) : undefined;
}

/** Which link ids each kind of link has, and what a wrong one is told. */
export const LINK_ID_RULES: Record<LinkType, { pattern: RegExp; message: string }> = {
  website: { pattern: /^primary$/, message: 'linkId must be "primary" for a website link' },
  phone: { pattern: /^primary$/, message: 'linkId must be "primary" for a phone link' },
  email: { pattern: /^primary$/, message: 'linkId must be "primary" for an email link' },
  map: { pattern: /^primary$/, message: 'linkId must be "primary" for a map link' },
  custom: { pattern: CUSTOM_BUTTON_ID, message: 'linkId must be "button-{index}" for a custom button' },
  social: {
    pattern: /^[a-z0-9_-]{1,40}$/,
    message: "linkId must be the social network's key (1-40 letters a-z, digits, - or _)",
  },
};

/** The attributes that mark a link the card page counts. */
export function trackedLink(type: LinkType, id: string = PRIMARY_LINK_ID) {
  return { "data-track": type, "data-link-id": id } as const;
}
