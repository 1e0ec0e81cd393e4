/**
 * The email signature of a card, for those who may share it ("card.share"), and the pictures it
 * shows, for anyone: they are fetched by the recipients' email clients, with no session. The
 * pictures answer only for active cards, and only with what the card's public page shows.
 */
import { createHash } from "node:crypto";
import { type EmailSignature, renderEmailSignature } from "../../../core/email-signature";
import { isWebUrl } from "../../../core/links";
import type { EmailSignatureQuery } from "../../../core/schemas/email-signature";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { type OriginSource, publicOrigin } from "../../lib/public-origin";
import { cardNotFound } from "../cards/errors";
import { presentCard } from "../cards/presenter";
import { type CardWithOwner, findCardById } from "../cards/repo";
import { loadSharedCard, sharedCardUrl } from "../share/shared-card";
import { photoVersion, roundablePhotoName, roundPhotoPng, signatureQrPng } from "./signature-pictures";

/** A picture and the version it is known by (its ETag, and the ?v= of a current address). */
export interface SignaturePicture {
  png: Buffer;
  version: string;
}

const NO_PHOTO = "This card has no photo for an email signature";

/** Where the signature's pictures are served: public, by card id. */
const signaturePicturePath = (cardId: number, picture: "photo" | "qr") =>
  `/api/email-signature/${cardId}/${picture}.png`;

/**
 * The stored upload a card's profile picture names ("/uploads/<name>", or this site's own
 * absolute address of it), when it can be cut round. A picture elsewhere is never fetched.
 */
function storedPhotoName(profilePicture: string | null, origin: string): string | null {
  const value = profilePicture?.trim();
  if (!value) return null;
  let path: string | null = null;
  if (value.startsWith("/") && !value.startsWith("//")) path = value;
  else if (isWebUrl(value) && new URL(value).origin === origin) path = new URL(value).pathname;
  const match = path === null ? null : /^\/uploads\/([^/?#]+)$/.exec(path);
  return roundablePhotoName(match?.[1] ?? null);
}

const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

export function createEmailSignatureService(ctx: AppContext) {
  async function activeCard(cardId: number): Promise<CardWithOwner> {
    const card = await findCardById(ctx.db, cardId);
    // A deactivated card hands out nothing: its pictures are gone as its page is.
    if (!card || card.deactivatedAt) throw cardNotFound();
    return card;
  }

  async function signature(
    actor: UserRow,
    cardId: number,
    query: EmailSignatureQuery,
    request: OriginSource,
  ): Promise<EmailSignature> {
    const card = presentCard(await loadSharedCard(ctx, actor, cardId));
    const origin = publicOrigin(ctx.config, request);
    const cardUrl = sharedCardUrl(ctx, request, card.slug, "email");
    const photo = storedPhotoName(card.profilePicture, origin);
    return renderEmailSignature(card, query.layout, query.extra, {
      cardUrl,
      photoUrl: photo ? `${origin}${signaturePicturePath(card.id, "photo")}?v=${photoVersion(photo)}` : null,
      qrUrl: `${origin}${signaturePicturePath(card.id, "qr")}?v=${versionOf(cardUrl)}`,
      saveContactUrl: `${origin}/api/vcard/${card.id}`,
    });
  }

  /** The card's photo cut round; 404 when it has none that this site stores as a raster image. */
  async function roundPhoto(cardId: number, request: OriginSource): Promise<SignaturePicture> {
    const card = await activeCard(cardId);
    const name = storedPhotoName(card.profilePicture, publicOrigin(ctx.config, request));
    const png = name ? await roundPhotoPng(name, (stored) => ctx.storage.read(stored)) : undefined;
    if (!name || !png) throw notFound(NO_PHOTO);
    return { png, version: photoVersion(name) };
  }

  /** The small QR code of the card's page, marked as the email source. */
  async function qrCode(cardId: number, request: OriginSource): Promise<SignaturePicture> {
    const card = await activeCard(cardId);
    const address = sharedCardUrl(ctx, request, card.slug, "email");
    return { png: await signatureQrPng(address), version: versionOf(address) };
  }

  return { signature, roundPhoto, qrCode };
}
