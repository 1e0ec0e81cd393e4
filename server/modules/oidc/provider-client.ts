/**
 * The identity provider as openid-client sees it: its configuration found by discovery at
 * OIDC_ISSUER, kept for the life of the process once found (openid-client fetches the provider's
 * keys again by itself when it rotates them). A provider that is down does not stop the server:
 * discovery starts in the background at start, a failure is logged, and the next sign-in tries
 * again; for a few seconds after a failure sign-ins are told at once that the provider cannot be
 * reached, rather than each waiting for the same timeout.
 */
import type { FastifyBaseLogger } from "fastify";
import * as client from "openid-client";
import type { OidcConfig } from "../../config";

/** How long one discovery may take. */
const DISCOVERY_TIMEOUT_S = 10;
/** After a failed discovery, sign-ins fail at once for this long before discovery is tried again. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/** The provider could not be reached (discovery, the token or userinfo request). */
export class ProviderUnavailable extends Error {}

export interface ProviderClient {
  /** The discovered configuration, or ProviderUnavailable. */
  configuration(): Promise<client.Configuration>;
}

export function providerClient(settings: OidcConfig, log: FastifyBaseLogger): ProviderClient {
  let found: client.Configuration | undefined;
  let pending: Promise<client.Configuration> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;

  const discover = () =>
    client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      // With a secret: HTTP Basic, the default method of OpenID Connect's client registration.
      // Without one: a public client, which PKCE protects.
      settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
      {
        timeout: DISCOVERY_TIMEOUT_S,
        // Plain HTTP only when the issuer itself is http:// (a provider on this machine, the tests).
        execute: settings.issuer.startsWith("http://") ? [client.allowInsecureRequests] : [],
      },
    );

  async function configuration(): Promise<client.Configuration> {
    if (found) return found;
    if (pending) return pending;
    if (Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) {
      throw new ProviderUnavailable("the identity provider's discovery failed moments ago");
    }
    pending = discover().then(
      (discovered) => {
        found = discovered;
        log.info({ issuer: settings.issuer }, "single sign-on: identity provider discovered");
        return discovered;
      },
      (error: unknown) => {
        failedAt = Date.now();
        log.warn(
          { err: error, issuer: settings.issuer },
          "single sign-on: identity provider discovery failed",
        );
        throw new ProviderUnavailable("the identity provider's discovery failed", { cause: error });
      },
    );
    try {
      return await pending;
    } finally {
      pending = undefined;
    }
  }

  // Found before the first sign-in when the provider is up; never awaited, so never in the way.
  configuration().catch(() => {});
  return { configuration };
}

/** Whether an error of openid-client means the provider was not reached (not that it refused). */
export function unreachable(error: unknown): boolean {
  if (error instanceof ProviderUnavailable) return true;
  if (!(error instanceof Error)) return false;
  // fetch's network failure, or the request's timeout.
  if (error instanceof TypeError && error.message === "fetch failed") return true;
  return error.name === "TimeoutError" || error.name === "AbortError";
}
