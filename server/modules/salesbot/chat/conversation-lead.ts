/**
 * What a change to an assistant conversation means for the leads inbox and the webhooks, in the
 * transaction that writes it: once the visitor has left an email or a phone, the conversation is
 * linked to a lead (kind 'conversation', by its id, once), and each later change of their details
 * fills that lead; a message that changes no detail touches no lead, so a long chat queues no
 * stream of `lead.updated`. `conversation.finished` is queued once, when the conversation's
 * outcome first becomes conclusive (core/leads.ts's conversationFinishes).
 */
import { conversationFinishes } from "../../../../core/leads";
import type { Db } from "../../../db/client";
import { recordLead } from "../../leads/record-lead";
import { enqueueEvent } from "../../webhooks/outbox";

export interface ConversationState {
  outcome: string | null;
  leadScore: number;
  visitorName: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  conversationData: unknown[];
}

const sameDetails = (a: ConversationState, b: ConversationState) =>
  a.visitorName === b.visitorName && a.visitorEmail === b.visitorEmail && a.visitorPhone === b.visitorPhone;

export async function conversationChanged(
  db: Db,
  cardId: number,
  conversationId: number,
  before: ConversationState | undefined,
  after: ConversationState,
): Promise<void> {
  const at = new Date();
  const reachable = Boolean(after.visitorEmail || after.visitorPhone);
  if (reachable && !(before && (before.visitorEmail || before.visitorPhone) && sameDetails(before, after))) {
    await recordLead(db, {
      cardId,
      kind: "conversation",
      sourceId: conversationId,
      email: after.visitorEmail,
      name: after.visitorName,
      phone: after.visitorPhone,
      at,
    });
  }
  if (conversationFinishes(before?.outcome, after.outcome)) {
    await enqueueEvent(
      db,
      {
        cardId,
        type: "conversation.finished",
        data: {
          cardId,
          conversationId,
          outcome: after.outcome,
          leadScore: after.leadScore,
          messages: after.conversationData.length,
          visitor: { name: after.visitorName, email: after.visitorEmail, phone: after.visitorPhone },
          finishedAt: at.toISOString(),
        },
      },
      at,
    );
  }
}
