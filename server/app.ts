/**
 * buildApp(config): plugins, then modules. The server entry point and the tests both build it.
 */
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import sharp from "sharp";
import { ensureFirstAdmin } from "./bootstrap-admin";
import { type Coordinator, singleProcess } from "./cluster/coordinator";
import { startPostgresCoordinator } from "./cluster/postgres-coordinator";
import { rateLimits } from "./cluster/rate-limit-options";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { type Database, type DatabaseTarget, openDatabase } from "./db/client";
import { createFrontDoor, type FrontDoor } from "./lib/front-door";
import { withRedactedRequests } from "./lib/log-redaction";
import { createMailer, type Mailer } from "./lib/mailer";
import type { FileStorage } from "./lib/storage/file-storage";
import { LocalDiskStorage } from "./lib/storage/local-disk-storage";
import { S3Storage } from "./lib/storage/s3-storage";
import { fastifyTrustProxy } from "./lib/trust-proxy";
import { accountRoutes } from "./modules/account/routes";
import { sessionsRoutes } from "./modules/account/sessions-routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { registerOpenApi } from "./modules/api-v1/openapi";
import { apiV1Routes } from "./modules/api-v1/routes";
import { auditRoutes } from "./modules/audit/routes";
import { authRoutes } from "./modules/auth/routes";
import { calendlyRoutes } from "./modules/calendly/calendly-routes";
import { cardRoutes } from "./modules/cards/routes";
import { claimRoutes } from "./modules/claims/routes";
import { directoryRoutes } from "./modules/directory/routes";
import { emailSignatureRoutes } from "./modules/email-signature/routes";
import { embedRoutes } from "./modules/embeds/routes";
import { exchangeRoutes } from "./modules/exchange/routes";
import { formRoutes } from "./modules/forms/routes";
import { healthRoutes } from "./modules/health/routes";
// Webhooks and HubSpot (issue 38).
import { sendToHubspot } from "./modules/hubspot/hubspot-delivery";
import { hubspotRoutes } from "./modules/hubspot/hubspot-routes";
import { leadsRoutes } from "./modules/leads/routes";
// NFC tags (issue 39).
import { nfcTagRoutes } from "./modules/nfc-tags/routes";
import { oidcRoutes } from "./modules/oidc/routes";
import { orgAnalyticsRoutes } from "./modules/org-analytics/routes";
import { organizationRoutes } from "./modules/organizations/routes";
import { templateRoutes } from "./modules/organizations/templates-routes";
import { passkeyRoutes } from "./modules/passkeys/routes";
import { apiTokenRoutes } from "./modules/personal-api-tokens/routes";
import { publicRoutes } from "./modules/public/routes";
import { salesbotRoutes } from "./modules/salesbot/routes";
import { signInSettingsRoutes } from "./modules/sign-in/settings-routes";
import { siteRoutes } from "./modules/site/routes";
import { trackingRoutes } from "./modules/tracking/routes";
import { uploadRoutes } from "./modules/uploads/routes";
import { usersRoutes } from "./modules/users/routes";
import { vcardRoutes } from "./modules/vcard/routes";
import { videoBackgroundRoutes } from "./modules/video-background/background-routes";
import { walletRoutes } from "./modules/wallet/routes";
import { webhookRoutes } from "./modules/webhooks/routes";
import { registerApiTokens } from "./plugins/api-tokens";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerSecurity } from "./plugins/security";
import { hintSessionOnPage, registerSessions } from "./plugins/sessions";
import { registerStorableTextGuard } from "./plugins/storable-text";
import { isPageRequest, registerWebApp } from "./plugins/web-app";

declare module "fastify" {
  interface FastifyInstance {
    /** How this process coordinates with the installation's others (tests stop it to act out a process ending). */
    coordinator: Coordinator;
    /** Hot requests answered before Fastify routes them (server/lib/front-door.ts). */
    frontDoor: FrontDoor;
  }
}

// One libvips thread per image, and no cache of earlier images: uploads are decoded one at a time
// with fair turns per user, so the other core stays with the requests, and every file is new.
sharp.concurrency(1);
sharp.cache(false);

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (tests). */
  database?: Database;
  /** Replace the mailer (tests read the mails). */
  mailer?: Mailer;
  /** Replace the file storage (default: the S3 bucket when configured, else the local disk under UPLOADS_DIR). */
  storage?: FileStorage;
  /** Pino logger options, or false for silence. */
  logger?: boolean | object;
  /** Told of every route as it is added (the route index, server/test/route-index.ts). */
  onRoute?: (route: RouteOptions) => void;
}

export function databaseTarget(config: Config): DatabaseTarget {
  const safeMode = config.databaseSafeMode;
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize, safeMode }
    : { kind: "pglite", dataDir: config.dataDir, cacheMb: config.pgliteCacheMb, safeMode };
}

async function openFileStorage(config: Config): Promise<{ storage: FileStorage; close(): void }> {
  if (config.s3) {
    const storage = await S3Storage.open(config.s3);
    return { storage, close: () => storage.close() };
  }
  return { storage: await LocalDiskStorage.open(config.uploadsDir), close: () => {} };
}

/** One process on its own, or one of several on PostgreSQL: then they coordinate (server/cluster/). */
function startCoordinator(database: Database, log: FastifyInstance["log"]): Promise<Coordinator> {
  return database.postgres
    ? startPostgresCoordinator({ ...database.postgres, log })
    : Promise.resolve(singleProcess());
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { door, serverFactory } = createFrontDoor();
  const app = Fastify({
    logger: withRedactedRequests(options.logger ?? { level: config.logLevel }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    serverFactory,
  });
  app.decorate("frontDoor", door);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  // Once closing begins, every request meets Fastify, which answers 503 and closes the connection.
  app.addHook("preClose", (done) => {
    door.close();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  try {
    await assemble(app, config, options);
  } catch (error) {
    // What was opened so far (database, storage, coordinator, Redis) goes with the hooks
    // registered beside it, so a start that fails half-way leaves no connection behind.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

async function assemble(app: FastifyInstance, config: Config, options: BuildOptions): Promise<void> {
  const database =
    options.database ??
    (await openDatabase(databaseTarget(config), {
      warn: (message) => app.log.warn(message),
      info: (message) => app.log.info(message),
    }));
  const ownsDatabase = !options.database;
  app.addHook("onClose", async () => {
    if (ownsDatabase) await database.close();
  });

  const files = options.storage
    ? { storage: options.storage, close: () => {} }
    : await openFileStorage(config);
  const coordinator = await startCoordinator(database, app.log);
  // Registered after the database's hook, so they run before it (Fastify closes in reverse).
  app.addHook("onClose", async () => {
    files.close();
    await coordinator.close();
  });
  app.decorate("coordinator", coordinator);
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    storage: files.storage,
    coordinator,
  };

  registerErrorHandler(app);
  registerSecurity(app, config.appUrl);
  registerJsonBodyParser(app);
  registerStorableTextGuard(app);
  // Counted where every process sees them when there may be several, so N per minute means N in all.
  const limits = await rateLimits(config, database.db, app.log);
  app.addHook("onClose", () => limits.close());
  await app.register(rateLimit, limits.options);
  await registerSessions(app, ctx);
  registerApiTokens(app, ctx);
  // The open API's document: before every route, so it sees them all (it keeps the /api/v1 ones).
  await registerOpenApi(app, config.appUrl);

  await healthRoutes(app, database.ping);
  await authRoutes(app, ctx);
  await oidcRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await sessionsRoutes(app, ctx);
  await signInSettingsRoutes(app, ctx);
  await auditRoutes(app, ctx);
  await passkeyRoutes(app, ctx);
  await siteRoutes(app, ctx);
  await cardRoutes(app, ctx);
  await vcardRoutes(app, ctx);
  await publicRoutes(app, ctx);
  await directoryRoutes(app, ctx);
  await embedRoutes(app, ctx);
  await trackingRoutes(app, ctx);
  await formRoutes(app, ctx);
  await analyticsRoutes(app, ctx);
  await salesbotRoutes(app, ctx);
  await leadsRoutes(app, ctx);
  await calendlyRoutes(app, ctx);
  await uploadRoutes(app, ctx);
  await usersRoutes(app, ctx);
  await organizationRoutes(app, ctx);
  await orgAnalyticsRoutes(app, ctx);
  await templateRoutes(app, ctx);
  await claimRoutes(app, ctx);
  // Contact exchange (issue 38): the public card's 'Share your details' and its owner's settings.
  await exchangeRoutes(app, ctx);
  // The open API (issue 38): personal API tokens, /api/v1 cards and analytics, the reference.
  await apiTokenRoutes(app, ctx);
  await apiV1Routes(app, ctx);
  // Webhooks and HubSpot (issue 38).
  await webhookRoutes(app, ctx, { hubspot: sendToHubspot });
  await hubspotRoutes(app, ctx);
  // Share anywhere (issue 39): the video-call background.
  await videoBackgroundRoutes(app, ctx);
  // NFC tags (issue 39): a card's tags and the public tap, /t/{tagId}, before the web app's fallback.
  await nfcTagRoutes(app, ctx);
  // Wallet passes of a card (issue 39): Apple's .pkpass and Google's save link.
  await walletRoutes(app, ctx);
  // The email signature and its public pictures (issue 39).
  await emailSignatureRoutes(app, ctx);

  const servePage = await registerWebApp(app, config.webDistDir, (request, reply) =>
    hintSessionOnPage(ctx, request, reply),
  );
  app.setNotFoundHandler((request, reply) => {
    if (servePage && isPageRequest(request)) return servePage(request, reply);
    return reply
      .status(404)
      .send({ message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
  });

  await ensureFirstAdmin(ctx.db, config, app.log);
}
