/** The bodies of the tracking endpoints, with messages a developer can act on. */
import { z } from "zod";
import { NAME_MAX, URL_MAX } from "../../../core/salesbot/config";
import { idSchema } from "../../../core/schemas/ids";
import { LINK_ID_RULES, LINK_TYPES, type LinkType } from "../../../core/tracked-links";
import { VIEW_SOURCES } from "../../../core/view-sources";

const CARD_ID_MESSAGE = "cardId must be a positive whole number";

const cardId = idSchema(CARD_ID_MESSAGE);

/**
 * What a stored click's link_type may be: the card's own links, and 'cta' for the sales
 * assistant's call-to-action buttons (POST /api/analytics/cta-click; link_id is the button's name).
 */
export type StoredLinkType = LinkType | "cta";

const LINK_TYPE_MESSAGE = `linkType must be one of ${LINK_TYPES.join(", ")}`;

export const cardEventSchema = z.object({ cardId });

/** A view names where it came from (core/view-sources.ts); a page of an older script sends none. */
export const cardViewSchema = z.object({
  cardId,
  source: z.enum(VIEW_SOURCES, `source must be one of ${VIEW_SOURCES.join(", ")}`).default("direct"),
});

export const cardClickSchema = z
  .object({
    cardId,
    linkType: z.enum(LINK_TYPES, LINK_TYPE_MESSAGE),
    linkId: z.string("linkId must be a string").max(100, "linkId must be at most 100 characters"),
  })
  .superRefine((click, context) => {
    const rule = LINK_ID_RULES[click.linkType];
    if (!rule.pattern.test(click.linkId)) {
      context.addIssue({ code: "custom", path: ["linkId"], message: rule.message });
    }
  });

/** POST /api/analytics/cta-click: a call-to-action button of the card's assistant. */
export const ctaClickSchema = z.object({
  cardId,
  buttonName: z
    .string("buttonName must be a string")
    .trim()
    .min(1, "buttonName is required")
    .max(NAME_MAX, `buttonName must be at most ${NAME_MAX} characters`),
  buttonUrl: z
    .string("buttonUrl must be a string")
    .trim()
    .min(1, "buttonUrl is required")
    .max(URL_MAX, `buttonUrl must be at most ${URL_MAX} characters`),
});
