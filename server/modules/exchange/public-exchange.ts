/** What the public card page shows of a card's contact exchange: nothing when its owner turned it off. */
import { defaultConsentText, type PublicExchange } from "../../../core/exchange";
import type { AppContext } from "../../context";
import { findExchange } from "./repo";

export async function publicExchangeOf(
  ctx: AppContext,
  card: { id: number; name: string | null },
): Promise<PublicExchange | undefined> {
  const stored = await findExchange(ctx.db, card.id);
  if (!stored.enabled) return undefined;
  return {
    consentText: stored.consent?.text ?? defaultConsentText(card.name),
    offersContactMail: ctx.config.smtpUrl !== undefined,
  };
}
