/**
 * The card as anyone may read it (GET /api/card/{slug}): what the public page shows and
 * nothing else. The owner's id and level, embed codes and the form configuration stay on the
 * server; custom CSS is included only where every visitor sees it (owner at level 3 or up),
 * so the level itself need not be sent.
 */
import type { BusinessCard, PublicCard } from "../../../core/card";
import { appliesCustomCss } from "../../../core/policy";

export function presentPublicCard(card: BusinessCard): PublicCard {
  const { userId: _userId, user, embedCodes: _embedCodes, formConfig: _formConfig, ...shown } = card;
  const { customCss, ...customizations } = card.customizations ?? {};
  const cssForEveryone = customCss && appliesCustomCss(user, null) ? { customCss } : {};
  return { ...shown, customizations: { ...customizations, ...cssForEveryone } };
}
