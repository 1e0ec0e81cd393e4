/**
 * The one source of the addresses that leave the server: QR codes, share links, the contact
 * file's card link, Open Graph and canonical tags. APP_URL when it is set; otherwise the origin
 * the request came to, so a default install reached as http://192.168.1.20:3000 hands out links
 * that work there. Host and protocol are read by Fastify, which follows X-Forwarded-Host/-Proto
 * only from a proxy TRUST_PROXY trusts (any setting but false: one hop, N hops or listed
 * addresses; lib/trust-proxy.ts).
 *
 * Mailed links are the exception: a password-reset link always uses APP_URL (or its default),
 * never a request's Host, which anyone can forge to have a victim mailed a link to their own
 * site carrying the reset token (decision 010).
 */
import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/** A DNS name or an IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const HOST_MAX = 260;

export type OriginSource = Pick<FastifyRequest, "host" | "protocol">;

export function publicOrigin(config: Pick<Config, "appUrl" | "appUrlSet">, request: OriginSource): string {
  if (config.appUrlSet) return config.appUrl;
  const { host, protocol } = request;
  // A Host header that is no host name (or none, in HTTP/1.0) cannot make a link: use the default.
  if (typeof host !== "string" || host.length > HOST_MAX || !HOST.test(host)) return config.appUrl;
  return `${protocol === "https" ? "https" : "http"}://${host.toLowerCase()}`;
}

/** Said once at start when APP_URL is not set: which address links will use, and how to fix one. */
export function appUrlNotice(config: Pick<Config, "appUrlSet" | "port">): string | undefined {
  if (config.appUrlSet) return undefined;
  return (
    "APP_URL is not set: QR codes, share links and contact files use the address each visitor " +
    `used to reach this server; password-reset mails link to http://localhost:${config.port}. ` +
    "Set APP_URL=https://cards.example.com to give every link one public address."
  );
}
