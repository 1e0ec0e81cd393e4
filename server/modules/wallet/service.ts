/**
 * Wallet passes of a card (GET /api/business-cards/{id}/wallet/apple and /google): made for
 * whoever may share the card ("card.share"), only when the server's operator has configured the
 * wallet's signing material, and always pointing at the card's address marked as a wallet's.
 */
import type { FastifyBaseLogger } from "fastify";
import { cardDisplayName } from "../../../core/card-display";
import { isWebUrl } from "../../../core/links";
import { cardLook } from "../../../core/org-brand";
import {
  APPLE_WALLET_NOT_SET_UP,
  GOOGLE_WALLET_NOT_SET_UP,
  type WalletAvailability,
} from "../../../core/wallet";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { type OriginSource, publicOrigin } from "../../lib/public-origin";
import { presentCard } from "../cards/presenter";
import { loadSharedCard, sharedCardUrl } from "../share/shared-card";
import { uploadName } from "../vcard/photo";
import { applePass } from "./apple-pass";
import { googleSaveUrl } from "./google-save-link";
import { appleColor, googleColor } from "./pass-colors";
import { passImages } from "./pass-images";

/** When a theme colour is not a plain one (a gradient), the pass is dark with white text. */
const DARK = "#1c1917";
const LIGHT = "#ffffff";

export interface PassFile {
  fileName: string;
  body: Buffer;
}

/** Characters file systems refuse, and controls, become underscores. */
function passFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "_").slice(0, 80)}.pkpass`;
}

/**
 * The card's logo or photo at an https address Google can fetch: this site's own upload at its
 * public origin, or a picture already elsewhere (Google fetches it, not this server).
 */
function googleLogoUri(addresses: Array<string | null>, origin: string): string | undefined {
  for (const value of addresses) {
    const address = value?.trim();
    if (!address) continue;
    const name = address.startsWith("/") && !address.startsWith("//") ? uploadName(address) : null;
    const uri = name ? `${origin}/uploads/${name}` : isWebUrl(address) ? address : undefined;
    if (uri?.startsWith("https://")) return uri;
  }
  return undefined;
}

export function createWalletService(ctx: AppContext, log: FastifyBaseLogger) {
  const { apple, google } = ctx.config.wallet;

  function availability(): WalletAvailability {
    return { apple: apple !== undefined, google: google !== undefined };
  }

  async function sharedCard(actor: UserRow, cardId: number, request: OriginSource) {
    const card = presentCard(await loadSharedCard(ctx, actor, cardId));
    const look = cardLook(card);
    return {
      card,
      look,
      name: cardDisplayName(card),
      url: sharedCardUrl(ctx, request, card.slug, "wallet"),
      origin: publicOrigin(ctx.config, request),
    };
  }

  async function applePassFile(actor: UserRow, cardId: number, request: OriginSource): Promise<PassFile> {
    if (!apple) throw notFound(APPLE_WALLET_NOT_SET_UP);
    const { card, look, name, url, origin } = await sharedCard(actor, cardId, request);
    const images = await passImages(
      { name, logoUrl: card.logoUrl, profilePicture: card.profilePicture },
      {
        storage: ctx.storage,
        origin,
        log,
        accent: googleColor(look.accent, DARK),
        accentText: googleColor(look.accentText, LIGHT),
      },
    );
    const body = applePass(
      apple,
      {
        serialNumber: `card-${card.id}-${Date.parse(card.updatedAt)}`,
        name,
        title: card.title?.trim() || null,
        company: card.company?.trim() || null,
        url,
        colors: {
          background: appleColor(look.accent, DARK),
          foreground: appleColor(look.accentText, LIGHT),
          label: appleColor(look.accentText, LIGHT),
        },
      },
      images,
    );
    return { fileName: passFileName(name), body };
  }

  async function googleSaveAddress(actor: UserRow, cardId: number, request: OriginSource): Promise<string> {
    if (!google) throw notFound(GOOGLE_WALLET_NOT_SET_UP);
    const { card, look, name, url, origin } = await sharedCard(actor, cardId, request);
    return googleSaveUrl(
      google,
      {
        cardId: card.id,
        name,
        title: card.title?.trim() || null,
        company: card.company?.trim() || null,
        url,
        background: googleColor(look.accent, DARK),
        logoUri: googleLogoUri([card.logoUrl, card.profilePicture], origin),
      },
      origin,
    );
  }

  return { availability, applePassFile, googleSaveAddress };
}
