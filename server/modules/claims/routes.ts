/**
 * Claim links (decision 032): an organisation's owners and admins invite someone without an
 * account, or make a new link for a member who has not claimed yet; the link's page reads whose
 * card it opens and sets the password, which signs the person in. Every rule is the services'.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountUserSchema } from "../../../core/schemas/auth";
import {
  claimBodySchema,
  claimLinkSchema,
  claimParams,
  claimViewSchema,
  invitedSchema,
  inviteSchema,
} from "../../../core/schemas/claims";
import { memberParams, orgParams } from "../../../core/schemas/organizations";
import type { AppContext } from "../../context";
import { publicOrigin } from "../../lib/public-origin";
import { requireUser, startSession } from "../../plugins/sessions";
import { presentUser } from "../user-records/presenter";
import { createClaimService } from "./claim-service";
import { type Asker, createInviteService } from "./invite-service";

export async function claimRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const invites = createInviteService(ctx, app.log);
  const claims = createClaimService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per address, as the reset links' routes: a token cannot be guessed by trying many.
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" };
  const asker = (request: FastifyRequest): Asker => ({
    actor: requireUser(request),
    origin: publicOrigin(ctx.config, request),
  });

  api.post(
    "/api/organizations/:orgId/claims",
    { schema: { params: orgParams, body: inviteSchema, response: { 201: invitedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await invites.invite(asker(request), request.params.orgId, request.body)),
  );

  api.post(
    "/api/organizations/:orgId/members/:userId/claim",
    { schema: { params: memberParams, response: { 201: claimLinkSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invites.reissue(asker(request), request.params.orgId, request.params.userId)),
  );

  api.get(
    "/api/claims/:token",
    { schema: { params: claimParams, response: { 200: claimViewSchema } }, config: { rateLimit } },
    async (request) => claims.view(request.params.token),
  );

  api.post(
    "/api/claims/:token",
    {
      schema: { params: claimParams, body: claimBodySchema, response: { 200: accountUserSchema } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const user = await claims.claim(request.params.token, request.body.password);
      await startSession(ctx, request, reply, user);
      return presentUser(user);
    },
  );
}
