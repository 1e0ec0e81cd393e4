/**
 * The open API's leads (bearer token; the token's user as the actor, with the app's access
 * rules): GET /api/v1/leads lists the user's leads across their own cards, or one card's with
 * `cardId` (any card the user may open the leads of), filtered by `status` and `updatedSince`,
 * the least recently changed first and paged by `cursor` (the last lead's id); GET
 * /api/v1/leads/{id} reads one and PATCH sets its status and notes (queuing `lead.updated`).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  leadIdParams,
  leadPatchSchema,
  leadSchema,
  leadsPageSchema,
  v1LeadsQuerySchema,
} from "../../../core/schemas/leads";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/sessions";
import { leadsPage } from "./inbox-repo";
import { createInboxService } from "./inbox-service";
import { presentLead } from "./lead-presenter";

const TAGS = ["Leads"];

export async function leadsV1Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const inbox = createInboxService(ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/leads",
    {
      config: { scope: "leads:read" },
      schema: {
        tags: TAGS,
        summary: "List leads",
        description:
          "The token user's leads across their own cards, or one card's (cardId), the least recently changed first. Page with the previous page's nextCursor.",
        querystring: v1LeadsQuerySchema,
        response: { 200: leadsPageSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { cardId, status, updatedSince, cursor, limit } = request.query;
      const scope = cardId === undefined ? { ownerId: actor.id } : await inbox.scopeOf(actor, { cardId });
      const filters = { status, updatedSince: updatedSince ? new Date(updatedSince) : undefined };
      // One more than a page says whether another follows.
      const rows = await leadsPage(ctx.db, scope, filters, "change", cursor, limit + 1);
      const page = rows.slice(0, limit);
      return { leads: page.map(presentLead), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
    },
  );

  api.get(
    "/api/v1/leads/:id",
    {
      config: { scope: "leads:read" },
      schema: { tags: TAGS, summary: "Read a lead", params: leadIdParams, response: { 200: leadSchema } },
    },
    async (request) => presentLead((await inbox.readable(requireUser(request), request.params.id)).lead),
  );

  api.patch(
    "/api/v1/leads/:id",
    {
      config: { scope: "leads:write" },
      schema: {
        tags: TAGS,
        summary: "Update a lead's status and notes",
        params: leadIdParams,
        body: leadPatchSchema,
        response: { 200: leadSchema },
      },
    },
    async (request) => inbox.update(requireUser(request), request.params.id, request.body),
  );
}
