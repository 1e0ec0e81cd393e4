/**
 * The card behind each of its ways out (email signature, wallet passes, video background, NFC
 * tags): found, and shared only by its owner, a level-4+ user or its organisation's managers
 * ("card.share"); and the public address each way out hands over, marked with its source.
 */
import { cardUrl } from "../../../core/card-display";
import { type ViewSource, withSource } from "../../../core/view-sources";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { type OriginSource, publicOrigin } from "../../lib/public-origin";
import { cardNotFound } from "../cards/errors";
import { withOrgRole } from "../cards/org-role";
import { type CardWithOwner, findCardById } from "../cards/repo";

export async function loadSharedCard(
  ctx: AppContext,
  actor: UserRow,
  cardId: number,
): Promise<CardWithOwner> {
  const card = await findCardById(ctx.db, cardId);
  if (!card) throw cardNotFound();
  enforce(actor, "card.share", await withOrgRole(ctx.db, actor, card));
  return card;
}

/**
 * The card's public address for `source`, at the installation's public origin (APP_URL, or the
 * request's own origin where it is not set): a signature, pass, picture or tag outlives the request.
 */
export function sharedCardUrl(
  ctx: Pick<AppContext, "config">,
  request: OriginSource,
  slug: string,
  source: ViewSource,
): string {
  return withSource(cardUrl(publicOrigin(ctx.config, request), slug), source);
}
