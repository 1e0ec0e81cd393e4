/**
 * Security headers and cross-site request protection (DESIGN §5).
 * State-changing requests must come from our own origin and carry JSON or multipart bodies;
 * Fastify refuses other body types with 415 once the text/plain parser is removed, which
 * closes the "simple request" route a cross-site HTML form could use.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../lib/http-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false; // Non-browser clients send no Origin; cookies are SameSite=Lax.
  return origin !== requestOrigin(request) && origin !== new URL(appUrl).origin;
}

export async function registerSecurity(app: FastifyInstance, appUrl: string): Promise<void> {
  app.removeContentTypeParser("text/plain");

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        // Card videos that are not YouTube or Vimeo play from their own site.
        mediaSrc: ["'self'", "https:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'self'", "https:"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: appUrl.startsWith("https://") ? { maxAge: 15552000 } : false,
  });

  app.addHook("onRequest", async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, appUrl)) {
      throw forbidden("Cross-site requests are not allowed.");
    }
  });
}
