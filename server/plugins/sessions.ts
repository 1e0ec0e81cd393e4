/**
 * Cookie sessions (DESIGN §5): a random 256-bit token in an HttpOnly, SameSite=Lax cookie;
 * the database keeps only its SHA-256. Every request to the API learns its user here.
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_TTL_MS } from "../../core/limits";
import type { SubjectlessAction } from "../../core/policy";
import type { AppContext } from "../context";
import { enforce } from "../lib/enforce";
import { unauthorized } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import { deleteSession, findSessionUser, insertSession } from "../modules/auth/sessions-repo";
import type { UserRow } from "../modules/users/repo";

export const SESSION_COOKIE = "cardfolio_session";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: number | null;
  }
}

export async function registerSessions(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  // Callback style, so requests without a session (most of them: pages, assets, visitors'
  // tracking) cost no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const token = request.url.startsWith("/api/") ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token || token.length > 100) return done();
    findSessionUser(ctx.db, hashToken(token)).then((found) => {
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
      done();
    }, done);
  });
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
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.cookieSecure,
    expires: expiresAt,
  });
  request.user = user;
}

export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionId !== null) await deleteSession(ctx.db, request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
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
