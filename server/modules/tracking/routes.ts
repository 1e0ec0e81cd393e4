/**
 * The tracking endpoints: POST /api/card-views, /api/card-clicks and
 * /api/card-saves, sent by the public card page. The server fills in who sent them (device,
 * country, the day's salted visitor hash; never the address), names a clicked link by its label,
 * leaves known bots and the card's own team (its owner, and administrators who manage the owner,
 * recognised by their session cookie) uncounted, and answers only after the event is committed
 * (group commit, group-commit.ts).
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isOwnVisit } from "../../../core/policy";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/http-error";
import { cardNotFound } from "../cards/errors";
import { type CardWithOwner, findCardById } from "../cards/repo";
import { loadLocationDatabase } from "../visitors/location";
import { createVisitorOf, type Visitor } from "../visitors/visitor";
import { agentFacts } from "../visitors/visitor-agent";
import { customButtonLabel, fixedLinkLabel } from "./click-label";
import { isConfiguredCtaButton } from "./cta-buttons";
import { GroupCommitWriter } from "./group-commit";
import {
  type CardClickEvent,
  type CardEvent,
  type CardViewEvent,
  insertClicks,
  insertSaves,
  insertViews,
} from "./repo";
import { cardClickSchema, cardEventSchema, cardViewSchema, ctaClickSchema } from "./schemas";

/**
 * The first event of an idle writer waits this long for company. Under load the batch in
 * flight is what gathers the next one (its commit takes a few milliseconds), so a short
 * wait costs nothing there and keeps a lone visitor's answer quick. The size limit keeps
 * one statement's arrays and its transaction modest.
 */
const BATCH_DELAY_MS = 1;
const MAX_BATCH_SIZE = 1000;

const unknownCtaButton = () => notFound("This card's assistant has no such button.");
const notCounted = (reply: FastifyReply) => reply.status(202).send({ ok: true, counted: false } as const);

/** 201: the event is stored; 202: a known bot, answered but not counted. Errors: the error handler's. */
const eventAnswers = {
  201: z.object({ ok: z.literal(true) }),
  202: z.object({ ok: z.literal(true), counted: z.literal(false) }),
};

export async function trackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  loadLocationDatabase();
  const visitorOf = await createVisitorOf(ctx.db);
  const writer = <E>(insert: (batch: E[]) => Promise<boolean[]>) =>
    new GroupCommitWriter<E, boolean>({ insert, maxDelayMs: BATCH_DELAY_MS, maxBatchSize: MAX_BATCH_SIZE });
  const views = writer<CardViewEvent>((batch) => insertViews(ctx.db, batch));
  const clicks = writer<CardClickEvent>((batch) => insertClicks(ctx.db, batch));
  const saves = writer<CardEvent>((batch) => insertSaves(ctx.db, batch));
  // Registered after the database's own hook, so it runs first (Fastify closes in reverse):
  // every accepted event is written and answered before the database goes away.
  app.addHook("onClose", async () => {
    await Promise.all([views.close(), clicks.close(), saves.close()]);
  });

  /**
   * Stores one event, or answers without storing anything for a bot or the card's own team.
   * `card` loads the card at most once per request: only a signed-in visitor and a custom
   * button's click need it, so an ordinary visitor's view costs no read.
   */
  async function record<E extends CardEvent>(
    request: FastifyRequest,
    reply: FastifyReply,
    target: GroupCommitWriter<E, boolean>,
    fields: Omit<E, keyof Visitor>,
    card: () => Promise<CardWithOwner | undefined>,
  ) {
    const agent = agentFacts(request.headers["user-agent"]);
    if (agent.bot) return notCounted(reply);
    if (request.user) {
      const found = await card();
      if (found && isOwnVisit(request.user, { id: found.userId, accessLevel: found.ownerLevel })) {
        return notCounted(reply);
      }
    }
    const visitor = await visitorOf(request, fields.cardId, agent.device);
    const stored = await target.write({ ...fields, ...visitor } as E);
    if (!stored) throw cardNotFound();
    return reply.status(201).send({ ok: true });
  }

  /** The card of an event, read once and only if asked for. */
  const cardLoader = (cardId: number) => {
    let found: Promise<CardWithOwner | undefined> | undefined;
    return () => {
      found ??= findCardById(ctx.db, cardId);
      return found;
    };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per address, so one visitor (or script) cannot flood the tables.
  const config = { rateLimit: { max: ctx.config.trackingRateLimitPerMinute, timeWindow: "1 minute" } };

  api.post(
    "/api/card-views",
    { schema: { body: cardViewSchema, response: eventAnswers }, config },
    (request, reply) => {
      const { cardId, source } = request.body;
      return record(request, reply, views, { cardId, source }, cardLoader(cardId));
    },
  );

  api.post(
    "/api/card-clicks",
    { schema: { body: cardClickSchema, response: eventAnswers }, config },
    async (request, reply) => {
      const { cardId, linkType, linkId } = request.body;
      const card = cardLoader(cardId);
      // A custom button is named by its text on the card now; the other links by their kind.
      const linkLabel =
        linkType === "custom"
          ? customButtonLabel((await card())?.customButtons, linkId)
          : fixedLinkLabel(linkType, linkId);
      return record(request, reply, clicks, { cardId, linkType, linkId, linkLabel }, card);
    },
  );

  // The assistant's call-to-action buttons, stored as clicks of link type 'cta'
  // named by the button, so they show in the card's analytics beside its other links.
  api.post(
    "/api/analytics/cta-click",
    { schema: { body: ctaClickSchema, response: eventAnswers }, config },
    async (request, reply) => {
      const { cardId, buttonName, buttonUrl } = request.body;
      if (!agentFacts(request.headers["user-agent"]).bot) {
        if (!(await isConfiguredCtaButton(ctx.db, cardId, buttonName, buttonUrl))) throw unknownCtaButton();
      }
      return record(
        request,
        reply,
        clicks,
        { cardId, linkType: "cta", linkId: buttonName, linkLabel: buttonName },
        cardLoader(cardId),
      );
    },
  );

  api.post(
    "/api/card-saves",
    { schema: { body: cardEventSchema, response: eventAnswers }, config },
    (request, reply) =>
      record(request, reply, saves, { cardId: request.body.cardId }, cardLoader(request.body.cardId)),
  );
}
