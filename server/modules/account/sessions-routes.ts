/**
 * The signed-in person's own sessions (the account page): each with its device, the anonymised
 * address it began from and when it was last used; one ended, or every one but this.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SESSIONS_LISTED_MAX } from "../../../core/limits";
import { messageSchema } from "../../../core/schemas/api";
import { sessionListSchema, sessionParams, sessionsEndedSchema } from "../../../core/schemas/sessions";
import { sessionDevice } from "../../../core/session-device";
import type { AppContext } from "../../context";
import { notFound, unauthorized } from "../../lib/http-error";
import { endSession, requireUser } from "../../plugins/sessions";
import { deleteUserSession, deleteUserSessions, listUserSessions } from "../../plugins/sessions-repo";

const SESSION_NOT_FOUND = "Session not found";

export async function sessionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/account/sessions", { schema: { response: { 200: sessionListSchema } } }, async (request) => {
    const actor = requireUser(request);
    const rows = await listUserSessions(ctx.db, actor.id, SESSIONS_LISTED_MAX);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: sessionDevice(row.userAgent),
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === request.sessionId,
      })),
    };
  });

  api.delete(
    "/api/account/sessions",
    { schema: { response: { 200: sessionsEndedSchema } } },
    async (request) => {
      const actor = requireUser(request);
      // A signed-in request always has its session; without one, nothing is ended.
      if (request.sessionId === null) throw unauthorized();
      const ended = await deleteUserSessions(ctx.db, actor.id, request.sessionId);
      return { message: "Signed out of your other sessions", ended };
    },
  );

  api.delete(
    "/api/account/sessions/:sessionId",
    { schema: { params: sessionParams, response: { 200: messageSchema } } },
    async (request, reply) => {
      const actor = requireUser(request);
      const { sessionId } = request.params;
      if (sessionId === request.sessionId) {
        await endSession(ctx, request, reply);
        return { message: "Signed out" };
      }
      if (!(await deleteUserSession(ctx.db, actor.id, sessionId))) throw notFound(SESSION_NOT_FOUND);
      return { message: "Session signed out" };
    },
  );
}
