/**
 * Cookie sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie;
 * the database keeps only its SHA-256. Every request to the API learns its user here.
 *
 * Only API routes look their user up, so the lookup is attached to those routes as they are
 * declared (onRoute), and cookies are read only where they are wanted: pages, pictures,
 * probes and the 404 path pay nothing for either.
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { SESSION_SEEN_EVERY_MS, SESSION_TTL_MS } from "../../core/limits";
import type { SubjectlessAction } from "../../core/policy";
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from "../../core/session-hint";
import type { AppContext } from "../context";
import type { UserRow } from "../db/schema";
import { enforce } from "../lib/enforce";
import { toArray } from "../lib/hook-list";
import { unauthorized } from "../lib/http-error";
import { SESSION_COOKIE, sessionTokenOf } from "../lib/session-cookie";
import { hashToken, newToken } from "../lib/tokens";
import { anonymiseIp } from "../modules/visitors/anonymise-ip";
import { API_V1_PREFIX } from "./api-tokens";
import { deleteSession, findSessionUser, insertSession, touchSession } from "./sessions-repo";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: number | null;
  }
}

export async function registerSessions(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // No parsing hook: reply.setCookie still works, and sessionTokenOf reads the one cookie we use.
  await app.register(cookie, { hook: false });
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  // Callback style, so API requests without a session (visitors' tracking) cost no promise.
  const loadUser: onRequestHookHandler = (request, reply, done) => {
    const token = sessionTokenOf(request);
    if (!token) return done();
    findSessionUser(ctx.db, hashToken(token)).then((found) => {
      const hinted = hasSignedInHint(request.headers.cookie);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
        // A session begun before the hint existed gets it on its next call.
        if (!hinted) setSignedInHint(ctx, reply, new Date(Date.now() + SESSION_TTL_MS));
        // "Last seen" is kept to within a few minutes: one write per session in that time.
        if (Date.now() - found.lastSeenAt.getTime() >= SESSION_SEEN_EVERY_MS) {
          return touchSession(ctx.db, found.sessionId).then(() => done(), done);
        }
      } else if (hinted) {
        reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/" });
      }
      done();
    }, done);
  };
  app.addHook("onRoute", (route) => {
    // The open API (/api/v1) takes API tokens only (plugins/api-tokens.ts): no cookie is read there.
    if (!route.url.startsWith("/api/") || route.url.startsWith(API_V1_PREFIX)) return;
    route.onRequest = [loadUser, ...toArray(route.onRequest)];
  });
}

/** The readable companion of the session cookie (core/session-hint.ts), with the same lifetime. */
function setSignedInHint(ctx: AppContext, reply: FastifyReply, expires: Date): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure: ctx.config.cookieSecure,
    expires,
  });
}

/**
 * On a page of the app: a browser holding a session cookie but not the hint (a session begun
 * before the hint existed) gets it, unchecked, so the app asks GET /api/user; a stale one is
 * cleared by that call.
 */
export function hintSessionOnPage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  if (sessionTokenOf(request) && !hasSignedInHint(request.headers.cookie)) {
    setSignedInHint(ctx, reply, new Date(Date.now() + SESSION_TTL_MS));
  }
}

/** Starts a fresh session (a new token on every login) and sets its cookie. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  if (request.sessionId !== null) await deleteSession(ctx.db, request.sessionId);
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt,
    userAgent: request.headers["user-agent"]?.slice(0, 300),
    address: anonymiseIp(request.ip),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.cookieSecure,
    expires: expiresAt,
  });
  setSignedInHint(ctx, reply, expiresAt);
  request.user = user;
}

export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionId !== null) await deleteSession(ctx.db, request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/" });
  request.user = null;
  request.sessionId = null;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user, if the access policy (core/policy.ts) lets them do `action`. */
export function requireAllowed(request: FastifyRequest, action: SubjectlessAction): UserRow {
  const user = requireUser(request);
  enforce(user, action);
  return user;
}
