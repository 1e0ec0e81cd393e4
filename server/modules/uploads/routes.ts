/**
 * Image uploads: POST /api/upload, /api/pwa-upload and /api/pwa-icon, and
 * GET /uploads/{name} serving what they stored. Every rule lives in the service; the orphan
 * sweeper follows card changes from here.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ORIGINAL_TOO_LARGE,
  PWA_ICON_MAX_BYTES,
  PWA_ICON_TOO_LARGE,
  UPLOAD_ORIGINAL_MAX_BYTES,
} from "../../../core/upload-limits";
import type { AppContext } from "../../context";
import { isTemplateChange, onCardChangedHere } from "../../lib/card-changes";
import { notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/sessions";
import { FORMATS } from "./process-image";
import { createRasterQueue } from "./raster-queue";
import { receiveUpload } from "./receive-upload";
import { storedFileAnswers, storedFileParams, uploadAnswers } from "./schemas";
import { createUploadService } from "./service";
import { createSvgWorkerPool } from "./svg-worker-pool";
import { createUploadSweeper, type UploadSweeper } from "./sweeper";
import { STORED_NAME } from "./upload-rules";

declare module "fastify" {
  interface FastifyInstance {
    /** The orphan sweeper; tests await `idle()` to see what a change left behind. */
    uploadSweeper: UploadSweeper;
  }
}

/** The extension names the stored format, so it also gives the content type it was stored as. */
const CONTENT_TYPES = Object.fromEntries(
  Object.values(FORMATS).map(({ extension, contentType }) => [extension, contentType]),
);
/**
 * An SVG opened on its own is a document: even if sanitising missed something, it may run
 * no script, load nothing and act as a unique origin. Inline styles are its own drawing's.
 */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
const FILE_NOT_FOUND = "File not found";

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const svgWorker = createSvgWorkerPool();
  const rasterQueue = createRasterQueue();
  const service = createUploadService(ctx, svgWorker, rasterQueue);
  const sweeper = createUploadSweeper({
    db: ctx.db,
    storage: ctx.storage,
    log: app.log,
    isRunner: ctx.coordinator.isRunner,
  });
  app.decorate("uploadSweeper", sweeper);
  // A template's own images are not a card's: the periodic sweep releases those it stops using.
  onCardChangedHere(ctx, (change) => {
    if (!isTemplateChange(change)) sweeper.cardChanged(change.id);
  });
  // preClose: before the database closes in onClose.
  app.addHook("preClose", async () => {
    rasterQueue.close();
    await Promise.all([sweeper.close(), svgWorker.close()]);
  });
  sweeper.sweepAllIfRunner();

  // Each upload costs an image decode: one address gets so many per minute on each route.
  // (The limiter's in-memory store counts per route; a groupId does not share it.)
  const config = { rateLimit: { max: ctx.config.uploadRateLimitPerMinute, timeWindow: "1 minute" } };

  // Multipart bodies are parsed on these routes only; everywhere else they stay refused. The
  // app's body limit (app.ts) does not apply to them: each route's limit (a 20MB original, a
  // 5MB icon) is enforced by receiveUpload, from the declared length and while the file streams.
  await app.register(async (plugin) => {
    await plugin.register(multipart);
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    const schema = { response: uploadAnswers };

    uploads.post("/api/upload", { config, schema }, async (request, reply) => {
      const actor = requireUser(request);
      const received = await receiveUpload(request, reply, {
        maxBytes: UPLOAD_ORIGINAL_MAX_BYTES,
        tooLargeMessage: ORIGINAL_TOO_LARGE,
      });
      return service.uploadCardImage(actor, received);
    });

    const pwaLimits = { maxBytes: PWA_ICON_MAX_BYTES, tooLargeMessage: PWA_ICON_TOO_LARGE };
    uploads.post("/api/pwa-upload", { config, schema }, async (request, reply) => {
      const actor = requireUser(request);
      return service.uploadPwaIcon(actor, await receiveUpload(request, reply, pwaLimits), false);
    });
    uploads.post("/api/pwa-icon", { config, schema }, async (request, reply) => {
      const actor = requireUser(request);
      return service.uploadPwaIcon(actor, await receiveUpload(request, reply, pwaLimits), true);
    });
  });

  const s3 = ctx.config.s3;
  const publicUrl = s3?.publicUrl ? `${s3.publicUrl}/${s3.keyPrefix ?? ""}` : undefined;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/uploads/:name",
    { schema: { params: storedFileParams, response: storedFileAnswers } },
    async (request, reply) => {
      const match = STORED_NAME.exec(request.params.name);
      if (!match) throw notFound(FILE_NOT_FOUND);
      const [name, hash, extension] = match as unknown as [string, string, string];
      // The name is the content's hash: a copy the browser holds under it is always current.
      const etag = `"${hash}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline");
      if (extension === "svg") reply.header("content-security-policy", SVG_CSP);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      // Pictures come from the bucket's public address (a CDN) when there is one. SVGs stay
      // here: a bucket cannot send the sandbox policy that keeps them inert.
      if (publicUrl && extension !== "svg") return reply.redirect(`${publicUrl}${name}`, 301);
      const bytes = await ctx.storage.read(name);
      if (!bytes) {
        reply.removeHeader("cache-control").removeHeader("etag");
        throw notFound(FILE_NOT_FOUND);
      }
      return reply.type(CONTENT_TYPES[extension]!).send(bytes);
    },
  );
}
