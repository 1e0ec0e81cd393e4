/**
 * Calendly for a card's assistant: the owner (level 2+, or anyone's at level 4+:
 * salesbot.configure) connects a personal access token, which is checked with Calendly and kept
 * encrypted, never sent back; picks an event type from those Calendly lists; and visitors in a
 * live chat conversation get a single-use scheduling link with their name and email filled in,
 * which marks their conversation as scheduled (capped per conversation and per card).
 */
import { salesbotAnswersFor } from "../../../core/policy";
import type { CalendlyEventType, CalendlyStatus } from "../../../core/schemas/calendly";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { decryptToken, encryptToken } from "../../lib/token-crypto";
import { type CardWithOwner, findCardById } from "../cards/repo";
import { findCardAndConfig } from "../salesbot/chat/bot-repo";
import {
  findConversation,
  findLiveConversation,
  writeConversation,
} from "../salesbot/chat/session-conversation-repo";
import { readStoredMessages } from "../salesbot/chat/stored-messages";
import { scoreConversation } from "../salesbot/conversation-score";
import { salesbotCardNotFound } from "../salesbot/errors";
import { presentConfig } from "../salesbot/presenter";
import { findConfigOfCard, setCalendlyIntegration } from "../salesbot/repo";
import { CalendlyError, createSchedulingLink, currentUser, eventTypes } from "./calendly-client";
import {
  calendlyNotConfigured,
  calendlyNotConnected,
  calendlyTokenRefused,
  calendlyUnavailable,
  schedulingFailed,
  schedulingNeedsConversation,
  schedulingUnavailable,
  unknownEventType,
} from "./calendly-errors";
import { type CalendlyIntegration, readIntegration } from "./calendly-integration";
import { claimSchedulingLink } from "./scheduling-quota";

export interface SchedulingRequest {
  name: string;
  email: string;
  sessionId?: string;
}

/** Calendly failures as the owner's screen reads them. */
function ownerFacing(error: unknown): never {
  if (error instanceof CalendlyError) {
    throw error.kind === "unauthorized" ? calendlyTokenRefused() : calendlyUnavailable();
  }
  throw error;
}

export function createCalendlyService(ctx: AppContext) {
  const key = ctx.config.calendlyTokenKey;
  const api = ctx.config.calendlyApiUrl;
  // A booking link must be https, as Calendly's are; http only when the API itself is (a local fake).
  const bookingSchemes = api.startsWith("http://") ? ["https:", "http:"] : ["https:"];

  async function configurableCard(actor: UserRow, cardId: number): Promise<CardWithOwner> {
    const card = await findCardById(ctx.db, cardId);
    if (!card) throw salesbotCardNotFound();
    enforce(actor, "salesbot.configure", card);
    return card;
  }

  async function integrationOf(cardId: number): Promise<CalendlyIntegration | undefined> {
    return readIntegration((await findConfigOfCard(ctx.db, cardId))?.calendlyIntegration);
  }

  /**
   * The stored token, when it opens under the server's key. One that does not (the key changed
   * since the owner connected) is no connection: the owner sees 'Not connected' and connects again.
   */
  function openToken(integration: CalendlyIntegration | undefined): string | undefined {
    return key && integration ? decryptToken(integration.tokenCiphertext, key) : undefined;
  }

  function tokenOf(integration: CalendlyIntegration | undefined): string {
    if (!key) throw calendlyNotConfigured();
    const token = openToken(integration);
    if (!token) throw calendlyNotConnected();
    return token;
  }

  function statusOf(integration: CalendlyIntegration | undefined): CalendlyStatus {
    const connected = integration !== undefined && openToken(integration) !== undefined;
    return {
      available: key !== undefined,
      connected,
      accountName: connected ? integration.accountName : null,
      eventTypeUri: connected ? (integration.eventTypeUri ?? null) : null,
      eventTypeName: connected ? (integration.eventTypeName ?? null) : null,
    };
  }

  async function status(actor: UserRow, cardId: number): Promise<CalendlyStatus> {
    await configurableCard(actor, cardId);
    return statusOf(await integrationOf(cardId));
  }

  async function connect(actor: UserRow, cardId: number, token: string): Promise<CalendlyStatus> {
    await configurableCard(actor, cardId);
    if (!key) throw calendlyNotConfigured();
    const user = await currentUser(api, token).catch(ownerFacing);
    const integration: CalendlyIntegration = {
      tokenCiphertext: encryptToken(token, key),
      userUri: user.uri,
      accountName: user.name,
      connectedAt: new Date().toISOString(),
    };
    await setCalendlyIntegration(ctx.db, cardId, { ...integration });
    return statusOf(integration);
  }

  async function listEventTypes(actor: UserRow, cardId: number): Promise<CalendlyEventType[]> {
    await configurableCard(actor, cardId);
    const integration = await integrationOf(cardId);
    return eventTypes(api, tokenOf(integration), integration!.userUri).catch(ownerFacing);
  }

  async function chooseEventType(
    actor: UserRow,
    cardId: number,
    eventTypeUri: string,
  ): Promise<CalendlyStatus> {
    await configurableCard(actor, cardId);
    const integration = await integrationOf(cardId);
    const offered = await eventTypes(api, tokenOf(integration), integration!.userUri).catch(ownerFacing);
    const chosen = offered.find((type) => type.uri === eventTypeUri);
    if (!chosen) throw unknownEventType();
    const next = { ...integration!, eventTypeUri: chosen.uri, eventTypeName: chosen.name };
    await setCalendlyIntegration(ctx.db, cardId, { ...next });
    return statusOf(next);
  }

  async function disconnect(actor: UserRow, cardId: number): Promise<CalendlyStatus> {
    await configurableCard(actor, cardId);
    await setCalendlyIntegration(ctx.db, cardId, {});
    return statusOf(undefined);
  }

  /** Marks the visitor's conversation (when this card's) as scheduled, rescored by core's rules. */
  async function markScheduled(cardId: number, sessionId: string): Promise<void> {
    if (!(await findConversation(ctx.db, cardId, sessionId))) return;
    const config = presentConfig(await findConfigOfCard(ctx.db, cardId));
    await writeConversation(ctx.db, cardId, sessionId, (current) => {
      const messages = readStoredMessages(current?.conversationData);
      const { leadScore, outcome } = scoreConversation(messages, config, true);
      return {
        conversationData: current?.conversationData ?? [],
        leadScore,
        outcome,
        visitorName: current?.visitorName ?? null,
        visitorEmail: current?.visitorEmail ?? null,
        visitorPhone: current?.visitorPhone ?? null,
        visitorIp: current?.visitorIp ?? null,
        visitorLocation: current?.visitorLocation ?? null,
        visitorDevice: current?.visitorDevice ?? null,
      };
    });
  }

  /**
   * Whether `sessionId` names a live conversation of this card in which the visitor wrote: a
   * link is made on the owner's account, so never for a request that only knows the card.
   */
  async function visitorIsChatting(cardId: number, sessionId: string | undefined): Promise<boolean> {
    const conversation = sessionId ? await findLiveConversation(ctx.db, cardId, sessionId) : undefined;
    return readStoredMessages(conversation?.conversationData).some((message) => message.role === "user");
  }

  /**
   * A visitor's single-use scheduling link, with their name and email filled in: only within a
   * live conversation, and within the per-conversation and per-card caps (scheduling-quota.ts).
   */
  async function schedulingLink(cardId: number, request: SchedulingRequest): Promise<string> {
    const found = await findCardAndConfig(ctx.db, cardId);
    if (!found) throw salesbotCardNotFound();
    const answers = found.config?.isEnabled && salesbotAnswersFor({ accessLevel: found.ownerAccessLevel });
    const integration = readIntegration(found.config?.calendlyIntegration);
    const token = openToken(integration);
    if (!answers || !integration?.eventTypeUri || !token) throw schedulingUnavailable();
    const { sessionId } = request;
    if (!sessionId || !(await visitorIsChatting(cardId, sessionId))) throw schedulingNeedsConversation();
    const release = await claimSchedulingLink(ctx.db, ctx.config, cardId, sessionId);
    let booking: URL;
    try {
      booking = new URL(await createSchedulingLink(api, token, integration.eventTypeUri));
      if (!bookingSchemes.includes(booking.protocol)) throw new TypeError("A booking link must be https");
    } catch (error) {
      // No link was made: the counts go back, so the visitor may try again.
      await release();
      if (error instanceof CalendlyError || error instanceof TypeError) throw schedulingFailed();
      throw error;
    }
    booking.searchParams.set("name", request.name);
    booking.searchParams.set("email", request.email);
    await markScheduled(cardId, sessionId);
    return booking.toString();
  }

  return { status, connect, listEventTypes, chooseEventType, disconnect, schedulingLink };
}
