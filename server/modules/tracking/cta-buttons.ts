/**
 * Whether a reported CTA click names one of the card's assistant buttons as configured now, so
 * that the owner's analytics count only their own buttons, never names and addresses a script
 * made up. Read leniently, as the configuration presenter reads a stored row.
 */
import type { Db } from "../../db/client";
import { findConfigOfCard } from "../salesbot/repo";

export async function isConfiguredCtaButton(
  db: Db,
  cardId: number,
  buttonName: string,
  buttonUrl: string,
): Promise<boolean> {
  const config = await findConfigOfCard(db, cardId);
  return (config?.ctaButtons ?? []).some((button) => button.name === buttonName && button.url === buttonUrl);
}
