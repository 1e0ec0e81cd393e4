/**
 * Embed codes as the public page frames them (GET /embed/{slug}/{index}, decision 008): the
 * card's embed code `index`, in its document, kept as ready-to-send bytes in a read cache of
 * its own that drops a card when the cards service announces a change, like the public
 * page's (server/modules/public/card-cache.ts, server/lib/card-changes.ts).
 */
import { EMBED_CODES_MAX, embedTitle, parseEmbedCode } from "../../../core/embed-codes";
import { SLUG_MAX } from "../../../core/limits";
import type { AppContext } from "../../context";
import { onCardChanged, onCardChangesMissed } from "../../lib/card-changes";
import { type EncodedBody, encodeBody } from "../../lib/encoded-body";
import { presentCard } from "../cards/presenter";
import { findCardBySlug } from "../cards/repo";
import { createCardCache } from "../public/card-cache";
import { embedDocument } from "./embed-document";

export function createEmbedService(ctx: AppContext) {
  const cache = createCardCache();
  onCardChanged(ctx, cache.forget);
  onCardChangesMissed(ctx, () => cache.clear());

  /** The document of the card's embed `index`, or undefined when there is none. */
  async function embed(slug: string, index: number): Promise<EncodedBody | undefined> {
    const key = slug.toLowerCase();
    if (key.length === 0 || key.length > SLUG_MAX) return undefined;
    if (!Number.isInteger(index) || index < 0 || index >= EMBED_CODES_MAX) return undefined;
    const entry = await cache.get(key, async () => {
      const row = await findCardBySlug(ctx.db, key);
      return row ? presentCard(row) : undefined;
    });
    const stored = entry?.card.embedCodes[index];
    if (!entry || stored === undefined) return undefined;
    const name = `embed:${index}`;
    let made = entry.rendered.get(name) as Promise<EncodedBody> | undefined;
    if (!made) {
      const code = parseEmbedCode(stored);
      made = encodeBody(embedDocument(embedTitle(code, index), code.html));
      entry.rendered.set(name, made);
    }
    return made;
  }

  return { embed, clearCache: cache.clear };
}
