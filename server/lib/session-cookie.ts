/**
 * The session cookie: its name, and the token a request carries in it. Most requests
 * carry no session, so the Cookie header is parsed only when the cookie's name is in it, and a
 * token longer than any the server makes is no token. The sessions plugin sets the cookie and
 * looks its token up; the pages written on the server read it to know whether a session may be
 * there.
 */
import type { FastifyRequest } from "fastify";

export const SESSION_COOKIE = "cardfolio_session";

/** The session cookie's value, read from the request's Cookie header (a token of sane length). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  // Most requests carry no session: skip parsing unless the cookie's name is there.
  if (!header?.includes(SESSION_COOKIE)) return undefined;
  const token = request.server.parseCookie(header)[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}
