/**
 * NFC tags as the app sends and takes them (core/nfc-tags.ts holds the rules): a tag's label, the
 * card it points at, and its taps.
 */
import { z } from "zod";
import { TAG_ID_PATTERN, TAG_LABEL_MAX } from "../nfc-tags";
import { idSchema } from "./ids";

const LABEL_MESSAGE = "Enter a label for the tag";

/** A person's name for the tag ("Reception badge"): trimmed, 1 to 60 characters. */
export const tagLabelSchema = z
  .string(LABEL_MESSAGE)
  .trim()
  .min(1, LABEL_MESSAGE)
  .max(TAG_LABEL_MAX, `The label must be at most ${TAG_LABEL_MAX} characters`);

/** POST /api/business-cards/{cardId}/tags, PATCH /api/tags/{tagId}. */
export const tagLabelBodySchema = z.object({ label: tagLabelSchema });

/** PUT /api/tags/{tagId}: point the tag at this card. */
export const tagTargetBodySchema = z.object({ cardId: idSchema("cardId must be a positive whole number") });

/** A tag's id in a path: the tag alphabet and length, or the request is refused as bad input. */
export const tagIdParams = z.object({
  tagId: z.string().regex(TAG_ID_PATTERN, "This is not an NFC tag id"),
});

/** GET /api/tags?unassigned=true: the caller's tags, or only those pointing at no card. */
export const tagListQuerySchema = z.object({
  unassigned: z.enum(["true", "false"], "unassigned must be true or false").optional(),
});

export const nfcTagSchema = z.object({
  id: z.string(),
  /** The address written onto the tag. */
  url: z.string(),
  label: z.string(),
  /** The card the tag points at; null once that card was deleted. */
  cardId: z.number().nullable(),
  /** The card's name and slug, for a list of unassigned or moved tags. */
  cardName: z.string().nullable(),
  taps: z.number(),
  lastTapAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NfcTag = z.infer<typeof nfcTagSchema>;

export const nfcTagListSchema = z.object({ tags: z.array(nfcTagSchema) });
export type NfcTagList = z.infer<typeof nfcTagListSchema>;
