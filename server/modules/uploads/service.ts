/**
 * Upload rules: who may upload to which card, the gallery limit,
 * the per-user quota, and storing a processed image under its content hash.
 */

import { createHash } from "node:crypto";
import { GALLERY_MAX } from "../../../core/schemas/card";
import { MAX_ID } from "../../../core/schemas/ids";
import type { UploadAnswer } from "../../../core/schemas/uploads";
import {
  PWA_ICON_MAX_BYTES,
  PWA_ICON_TOO_LARGE,
  STORED_IMAGE_MAX_BYTES,
  SVG_TOO_LARGE,
} from "../../../core/upload-limits";
import type { AppContext } from "../../context";
import { isForeignKeyViolation } from "../../db/pg-error";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { badRequest, conflict, insufficientStorage, notFound } from "../../lib/http-error";
import { type CardWithOwner, findCardById, lockOwner } from "../cards/repo";
import { managedOrg } from "../organizations/access";
import { FORMATS, type ProcessedImage, processImage, type SvgProcessor } from "./process-image";
import type { RasterQueue } from "./raster-queue";
import type { ReceivedUpload } from "./receive-upload";
import { deleteUploadById, lockName, storedBytesOf, upsertUpload } from "./repo";
import type { SvgWorkerPool } from "./svg-worker-pool";
import {
  CARD_NOT_IDENTIFIED,
  galleryFull,
  type ImageKind,
  isCardImageKind,
  NO_FILE,
  ORG_NOT_IDENTIFIED,
  storageFull,
  UNKNOWN_KIND,
} from "./upload-rules";

const LABEL = /^[A-Za-z0-9_-]{1,40}$/;

/** A positive whole number the database can hold, else undefined. */
function parseId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id <= MAX_ID ? id : undefined;
}

function fileOf(received: ReceivedUpload): Buffer {
  if (!received.file || received.file.length === 0) throw badRequest(NO_FILE, { file: NO_FILE });
  return received.file;
}

/** iconType and the PWA upload's type only label the upload; they must still be plain words. */
function checkLabel(value: string | undefined, field: string): void {
  if (value !== undefined && value !== "" && !LABEL.test(value)) {
    throw badRequest(`Unknown ${field}.`, { [field]: `Unknown ${field}.` });
  }
}

export function createUploadService(
  ctx: AppContext,
  svgWorker: Pick<SvgWorkerPool, "sanitize" | "rasterise">,
  rasterQueue: Pick<RasterQueue, "run">,
) {
  const { db, storage } = ctx;
  /** SVG work queued as this user's, so one user's files take turns with everyone else's. */
  const svgOf = (actor: UserRow): SvgProcessor => ({
    sanitize: (bytes) => svgWorker.sanitize(bytes, String(actor.id)),
    rasterise: (bytes, box) => svgWorker.rasterise(bytes, box, String(actor.id)),
  });
  /** Raster work queued as this user's, likewise. */
  const rasterOf = (actor: UserRow) => (task: () => Promise<ProcessedImage>) =>
    rasterQueue.run(String(actor.id), task);
  const quotaBytes = ctx.config.uploadQuotaMb * 1024 * 1024;

  /** The card named by the form's cardId, if the actor may change it. */
  async function cardToUploadTo(actor: UserRow, cardId: string | undefined): Promise<CardWithOwner> {
    const id = parseId(cardId);
    if (id === undefined) throw badRequest(CARD_NOT_IDENTIFIED);
    const card = await findCardById(db, id);
    if (!card) throw notFound(CARD_NOT_IDENTIFIED);
    enforce(actor, "card.uploadImage", card);
    return card;
  }

  async function store(
    actor: UserRow,
    image: ProcessedImage,
    kind: ImageKind,
    cardId: number | null,
  ): Promise<UploadAnswer> {
    const { contentType, extension } = FORMATS[image.format];
    const name = `${createHash("sha256").update(image.bytes).digest("hex")}.${extension}`;
    let record: { id: number; inserted: boolean };
    try {
      record = await db.transaction(async (tx) => {
        // One upload of this user at a time gets past the quota check.
        await lockOwner(tx, actor.id);
        await lockName(tx, name);
        // The same bytes again replace their own row, so they count once.
        const used = await storedBytesOf(tx, actor.id, name);
        if (used + image.bytes.length > quotaBytes) {
          // 507 Insufficient Storage, not 413: the file is within the size limit, so the
          // client must not say 'File too large'; what is full is this user's storage.
          throw insufficientStorage(storageFull(ctx.config.uploadQuotaMb));
        }
        return upsertUpload(tx, {
          userId: actor.id,
          name,
          bytes: image.bytes.length,
          contentType,
          kind,
          cardId,
        });
      });
    } catch (error) {
      // The card was deleted while the image was being processed.
      if (isForeignKeyViolation(error)) throw notFound(CARD_NOT_IDENTIFIED);
      throw error;
    }
    // The row first, then the file: the sweep never removes a file a row names (repo.lockName).
    try {
      await storage.put(name, image.bytes);
    } catch (error) {
      if (record.inserted) await deleteUploadById(db, record.id);
      throw error;
    }
    return { success: true, url: `/uploads/${name}` };
  }

  /**
   * POST /api/upload with an organisationId instead of a cardId: a picture of the organisation's
   * brand (its logo or QR code logo), by its owners and admins, drawn as a card's logo is.
   */
  async function uploadBrandImage(actor: UserRow, received: ReceivedUpload): Promise<UploadAnswer> {
    const orgId = parseId(received.fields.organizationId);
    if (orgId === undefined) throw badRequest(ORG_NOT_IDENTIFIED);
    await managedOrg(db, actor, orgId);
    const image = await processImage(fileOf(received), {
      kind: "logo",
      maxStoredBytes: STORED_IMAGE_MAX_BYTES,
      svgTooLargeMessage: SVG_TOO_LARGE,
      svg: svgOf(actor),
      raster: rasterOf(actor),
    });
    return store(actor, image, "logo", null);
  }

  /** POST /api/upload: an image for a card (profile picture, cover, logo, gallery, avatar). */
  async function uploadCardImage(actor: UserRow, received: ReceivedUpload): Promise<UploadAnswer> {
    if (received.fields.organizationId !== undefined && received.fields.cardId === undefined) {
      return uploadBrandImage(actor, received);
    }
    const card = await cardToUploadTo(actor, received.fields.cardId);
    const type = received.fields.type?.trim() || undefined;
    if (type !== undefined && !isCardImageKind(type)) throw badRequest(UNKNOWN_KIND, { type: UNKNOWN_KIND });
    const kind: ImageKind = type ?? "image";
    // The upload does not change the card (the client saves it with the new address), so
    // this only stops a ninth image from being stored for nothing.
    if (kind === "gallery" && card.gallery.length >= GALLERY_MAX) throw conflict(galleryFull(GALLERY_MAX));
    const image = await processImage(fileOf(received), {
      kind,
      maxStoredBytes: STORED_IMAGE_MAX_BYTES,
      svgTooLargeMessage: SVG_TOO_LARGE,
      svg: svgOf(actor),
      raster: rasterOf(actor),
    });
    return store(actor, image, kind, card.id);
  }

  /** POST /api/pwa-upload (no card id needed) and POST /api/pwa-icon: app icons, stored as PNG. */
  async function uploadPwaIcon(
    actor: UserRow,
    received: ReceivedUpload,
    cardRequired: boolean,
  ): Promise<UploadAnswer> {
    const { cardId } = received.fields;
    const card = cardRequired || cardId ? await cardToUploadTo(actor, cardId) : undefined;
    checkLabel(received.fields.type, "type");
    checkLabel(received.fields.iconType, "iconType");
    const image = await processImage(fileOf(received), {
      kind: "pwaIcon",
      maxStoredBytes: PWA_ICON_MAX_BYTES,
      svgTooLargeMessage: PWA_ICON_TOO_LARGE,
      svg: svgOf(actor),
      raster: rasterOf(actor),
    });
    return store(actor, image, "pwaIcon", card?.id ?? null);
  }

  return { uploadCardImage, uploadPwaIcon };
}
