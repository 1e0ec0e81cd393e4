/**
 * The last step of every way in (password alone, a second step, a passkey, the provider): the
 * challenge cookie goes, a fresh session starts, and the sign-in is written to the audit trail
 * before the answer leaves.
 */

import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditMethod } from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { startSession } from "../../plugins/sessions";
import { recordAudit } from "../audit/record";
import { clearChallengeCookie, SIGN_IN_COOKIE } from "./challenges";

export async function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  method: AuditMethod,
): Promise<void> {
  if (request.headers.cookie?.includes(SIGN_IN_COOKIE)) clearChallengeCookie(reply);
  await startSession(ctx, request, reply, user);
  await recordAudit(ctx.db, { action: "sign-in", actor: user, method, ip: request.ip });
}
