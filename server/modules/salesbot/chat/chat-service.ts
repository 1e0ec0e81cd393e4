/**
 * The chat on the public card: the welcome, and each visitor message
 * answered by the installation's engine and stored with the conversation's lead score, outcome,
 * visitor details, anonymised address, country and device. A message is checked (card, bot
 * enabled, limits, conversation length) before anything is written or the engine runs; the
 * reply is then written with the message in one locked write, so either both are stored or,
 * when the engine fails, neither.
 */

import { salesbotAnswersFor } from "../../../../core/policy";
import type { ChatMessageOnWire, ChatResponse, WelcomeResponse } from "../../../../core/salesbot/chat-api";
import { CONVERSATION_MESSAGES_MAX } from "../../../../core/salesbot/chat-limits";
import type { SalesbotConfig } from "../../../../core/salesbot/config";
import type { AppContext } from "../../../context";
import { isForeignKeyViolation } from "../../../db/pg-error";
import { HttpError } from "../../../lib/http-error";
import { anonymiseIp } from "../../visitors/anonymise-ip";
import { locateAddress } from "../../visitors/location";
import { scoreConversation, wasScheduled } from "../conversation-score";
import type { EngineCard, EngineOptions, SalesbotEngine } from "../engine/engine";
import { salesbotCardNotFound } from "../errors";
import { presentConfig } from "../presenter";
import { findCardAndConfig } from "./bot-repo";
import {
  chatConversationFull,
  chatEngineFailed,
  chatNotAvailable,
  chatSessionTooFast,
  chatTooManyConversations,
} from "./errors";
import { keyedLimiter } from "./keyed-limiter";
import { schedulingEventTypeOf } from "./scheduling-event-type";
import {
  type ConversationRow,
  findConversation,
  findLiveConversation,
  writeConversation,
} from "./session-conversation-repo";
import { issueSessionId } from "./session-id";
import { inSessionOrder } from "./session-lock";
import { readStoredMessages } from "./stored-messages";

/** Who sent the request, as the routes read it. */
export interface ChatVisitor {
  ip: string;
  device: string;
  /** The public card page's origin, for absolute media addresses. */
  origin: string;
}

/** The columns' lengths (server/db/schema/salesbot.ts): a detail longer than its column is cut. */
const NAME_COLUMN = 200;
const EMAIL_COLUMN = 254;
const PHONE_COLUMN = 60;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface EnabledBot {
  card: EngineCard;
  config: SalesbotConfig;
  schedulingEventTypeUri?: string;
}

const cut = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/** Where engine failures are reported for the operator (the visitor sees only the apology). */
interface FailureLog {
  warn(details: { err: unknown }, message: string): void;
}

export function createChatService(ctx: AppContext, engine: SalesbotEngine, log?: FailureLog) {
  const sessionMessages = keyedLimiter(ctx, "chat-session", ctx.config.chatSessionMessagesPerMinute, MINUTE);
  const newConversations = keyedLimiter(ctx, "chat-new", ctx.config.chatNewConversationsPerHour, HOUR);

  /** The card and its configuration, when its assistant is enabled; 404 otherwise. */
  async function enabledBot(cardId: number): Promise<EnabledBot> {
    const found = await findCardAndConfig(ctx.db, cardId);
    if (!found) throw salesbotCardNotFound();
    const row = found.config;
    if (!row?.isEnabled || !salesbotAnswersFor({ accessLevel: found.ownerAccessLevel }))
      throw chatNotAvailable();
    return {
      card: found.card,
      config: presentConfig(row),
      schedulingEventTypeUri: schedulingEventTypeOf(row.calendlyIntegration, ctx.config.calendlyTokenKey),
    };
  }

  async function welcome(
    cardId: number,
    sessionId: string | undefined,
    origin: string,
  ): Promise<WelcomeResponse> {
    const bot = await enabledBot(cardId);
    // An idle conversation is over: its transcript is no longer read back (CHAT_SESSION_IDLE_MS).
    const conversation = sessionId ? await findLiveConversation(ctx.db, cardId, sessionId) : undefined;
    let reply: Awaited<ReturnType<SalesbotEngine["welcome"]>>;
    try {
      reply = await engine.welcome({ config: bot.config, card: bot.card, origin });
    } catch (error) {
      log?.warn({ err: error }, "The sales assistant's engine failed to welcome a visitor");
      throw chatEngineFailed();
    }
    const message: ChatMessageOnWire = {
      role: "assistant",
      content: reply.content,
      timestamp: new Date().toISOString(),
      suggestedQuestions: reply.suggestedQuestions,
    };
    if (!conversation) return { message, history: [] };
    return {
      message,
      sessionId: conversation.sessionId,
      history: readStoredMessages(conversation.conversationData),
    };
  }

  /**
   * Checks a visitor's message against everything that needs no engine (card, bot enabled, the
   * session's and the address's limits, the conversation's length) and answers a function that
   * runs the engine and stores both messages. Errors thrown here are plain HTTP answers; the
   * returned function's are the stream's error event when the reply is streamed.
   */
  async function prepareMessage(
    cardId: number,
    body: { message: string; sessionId?: string },
    visitor: ChatVisitor,
  ): Promise<(options?: EngineOptions) => Promise<ChatResponse>> {
    const bot = await enabledBot(cardId);
    // A message to an idle conversation starts a new one, under a new id.
    const existing = body.sessionId ? await findLiveConversation(ctx.db, cardId, body.sessionId) : undefined;
    if (!existing && !(await newConversations.take(visitor.ip))) throw chatTooManyConversations();
    // An id this card's conversations do not hold is never adopted: a new one is issued.
    const sessionId = existing?.sessionId ?? issueSessionId();
    if (existing && readStoredMessages(existing.conversationData).length + 2 > CONVERSATION_MESSAGES_MAX) {
      throw chatConversationFull();
    }
    if (!(await sessionMessages.take(`${cardId}:${sessionId}`))) throw chatSessionTooFast();
    return (options = {}) =>
      inSessionOrder(`${cardId}:${sessionId}`, async (waited) => {
        // After waiting, an earlier message of this session has been stored since: read it again.
        const current = waited && existing ? await findConversation(ctx.db, cardId, sessionId) : existing;
        return answer(bot, sessionId, current, body.message, visitor, options);
      });
  }

  async function answer(
    bot: EnabledBot,
    sessionId: string,
    current: ConversationRow | undefined,
    text: string,
    visitor: ChatVisitor,
    options: EngineOptions,
  ): Promise<ChatResponse> {
    const stored = readStoredMessages(current?.conversationData);
    if (stored.length + 2 > CONVERSATION_MESSAGES_MAX) throw chatConversationFull();
    const question: ChatMessageOnWire = { role: "user", content: text, timestamp: new Date().toISOString() };
    const history = [...stored, question];
    const before = scoreConversation(history, bot.config, wasScheduled(current?.outcome ?? null));
    let reply: Awaited<ReturnType<SalesbotEngine["reply"]>>;
    try {
      reply = await engine.reply(
        {
          config: bot.config,
          card: bot.card,
          sessionId,
          visitorIp: visitor.ip,
          history,
          leadScore: before.leadScore,
          visitor: before.visitor,
          schedulingEventTypeUri: bot.schedulingEventTypeUri,
          origin: visitor.origin,
        },
        options,
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // A visitor who went away is no failure worth reporting.
      if (!options.signal?.aborted) log?.warn({ err: error }, "The sales assistant's engine failed to reply");
      throw chatEngineFailed();
    }
    const answerMessage: ChatMessageOnWire = {
      role: "assistant",
      content: reply.content,
      timestamp: new Date().toISOString(),
      suggestedQuestions: reply.suggestedQuestions,
      ...(reply.schedulingInfo ? { schedulingInfo: reply.schedulingInfo } : {}),
    };
    await store(bot, sessionId, [question, answerMessage], visitor);
    return { message: answerMessage, sessionId };
  }

  async function store(
    bot: EnabledBot,
    sessionId: string,
    added: ChatMessageOnWire[],
    visitor: ChatVisitor,
  ): Promise<void> {
    try {
      await writeConversation(ctx.db, bot.card.id, sessionId, (current) => {
        // Appended to what is stored now, whatever another process wrote meanwhile.
        const messages = [...readStoredMessages(current?.conversationData), ...added];
        if (messages.length > CONVERSATION_MESSAGES_MAX) throw chatConversationFull();
        const score = scoreConversation(messages, bot.config, wasScheduled(current?.outcome ?? null));
        return {
          conversationData: messages,
          leadScore: score.leadScore,
          outcome: score.outcome,
          visitorName: cut(score.visitor.name, NAME_COLUMN),
          visitorEmail: cut(score.visitor.email, EMAIL_COLUMN),
          visitorPhone: cut(score.visitor.phone, PHONE_COLUMN),
          visitorIp: anonymiseIp(visitor.ip),
          visitorLocation: locateAddress(visitor.ip),
          visitorDevice: visitor.device,
        };
      });
    } catch (error) {
      // The card was deleted while the assistant was writing.
      if (isForeignKeyViolation(error)) throw chatNotAvailable();
      throw error;
    }
  }

  return { welcome, prepareMessage };
}
