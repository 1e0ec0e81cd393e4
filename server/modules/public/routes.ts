/**
 * The visitor's side of cards: the server-rendered page, the public card JSON, the install
 * manifest with its generated app icons and the maps configuration. Registered before the
 * web app's fallback, so /view/{slug} is answered here and never by the single-page app.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mapsConfigSchema } from "../../../core/schemas/config";
import type { AppContext } from "../../context";
import { sendEncoded } from "../../lib/encoded-body";
import { notFound } from "../../lib/http-error";
import { publicOrigin } from "../../lib/public-origin";
import { sessionTokenOf } from "../../lib/session-cookie";
import { hashToken } from "../../lib/tokens";
import { findSessionUser } from "../../plugins/sessions-repo";
import { publicPageCsp } from "../../render/csp";
import { cardNotFound } from "../cards/errors";
import { isIconFile } from "./app-icons";
import { quickPublicAnswers } from "./quick-answers";
import {
  cachedJsonAnswers,
  iconAnswers,
  iconParams,
  iconQuery,
  manifestParams,
  pageAnswers,
  slugParams,
} from "./schemas";
import { createPublicCardService } from "./service";

export async function publicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createPublicCardService(ctx, app.log);
  const csp = publicPageCsp(service.mapsAvailable);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The routes below answer what the front door cannot answer at once (quick-answers.ts).
  app.frontDoor.add(
    quickPublicAnswers({
      config: ctx.config,
      pageCsp: csp,
      readyPage: (slug, origin) => service.readyPage(slug, origin, undefined),
      readyCardJson: service.readyCardJson,
    }),
  );

  /** The sessions plugin loads users for /api/ only; the page asks for its viewer itself, rarely. */
  async function viewerOf(request: FastifyRequest) {
    const token = sessionTokenOf(request);
    if (!token) return null;
    return (await findSessionUser(ctx.db, hashToken(token)))?.user ?? null;
  }

  // Pages and JSON go out as cached bytes, never through a serializer (schemas.ts says why).
  /** The page's headers: the same for every answer of /view. */
  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header("content-security-policy", csp)
      // The owner may see a variant with custom CSS: no shared caches, always revalidate.
      .header("cache-control", "private, no-cache")
      .type("text/html; charset=utf-8");

  api.get(
    "/view/:slug",
    { schema: { params: slugParams, response: pageAnswers } },
    async (request, reply) => {
      const origin = publicOrigin(ctx.config, request);
      const { slug } = request.params;
      const ready = service.readyPage(slug, origin, request.query);
      if (ready) return sendEncoded(request, pageHeaders(reply), ready);
      const inactive = await service.inactivePage(slug);
      if (inactive) return sendEncoded(request, pageHeaders(reply).status(410), inactive);
      const html = await service.page(slug, origin, () => viewerOf(request), request.query);
      pageHeaders(reply);
      if (html === undefined) return sendEncoded(request, reply.status(404), await service.notFoundPage);
      return sendEncoded(request, reply, html);
    },
  );

  api.get(
    "/api/card/:slug",
    { schema: { params: slugParams, response: cachedJsonAnswers } },
    async (request, reply) => {
      const { slug } = request.params;
      const json = service.readyCardJson(slug) ?? (await service.cardJson(slug));
      if (json === undefined) throw cardNotFound();
      reply.header("cache-control", "no-cache").type("application/json; charset=utf-8");
      return sendEncoded(request, reply, json);
    },
  );

  api.get(
    "/manifest/:file",
    { schema: { params: manifestParams, response: cachedJsonAnswers } },
    async (request, reply) => {
      const { file } = request.params;
      const json = file.endsWith(".json")
        ? await service.manifest(file.slice(0, -".json".length))
        : undefined;
      if (json === undefined) throw cardNotFound();
      reply.header("cache-control", "no-cache").type("application/manifest+json");
      return sendEncoded(request, reply, json);
    },
  );

  /**
   * The card's generated app icons (app-icons.ts), named by the manifest with ?v=<drawing's
   * version>. With the current version the URL names these exact bytes, so browsers may keep
   * them a year: a change to the card gives the manifest new URLs. Without it (or with an old
   * one, from a manifest read before a change) the current icon is sent with no-cache and an
   * ETag, so nobody keeps a stale icon; the same when a picture could not be drawn and the
   * initials stood in, so the picture is tried again later.
   */
  api.get(
    "/icons/:slug/:file",
    { schema: { params: iconParams, querystring: iconQuery, response: iconAnswers } },
    async (request, reply) => {
      const { slug, file } = request.params;
      if (!isIconFile(file)) throw notFound("Icon not found");
      const icon = await service.appIcon(slug, file);
      if (icon === undefined) throw cardNotFound();
      const lasting = icon.asPlanned && request.query.v === icon.version;
      const etag = `"${icon.version}${icon.asPlanned ? "" : "-fallback"}"`;
      reply
        .header("cache-control", lasting ? "public, max-age=31536000, immutable" : "no-cache")
        .header("etag", etag)
        .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("image/png").send(icon.bytes);
    },
  );

  api.get("/api/config/maps", { schema: { response: { 200: mapsConfigSchema } } }, async () => ({
    googleMapsApiKey: ctx.config.googleMapsApiKey ?? null,
  }));
}
