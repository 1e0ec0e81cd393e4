/**
 * A stored conversation's lead score and outcome, by core's rules (core/salesbot/lead-score.ts),
 * for every place that changes a conversation: a chat message, a scheduling link issued. The
 * rules read the transcript; the one fact the transcript cannot hold, that a scheduling link was
 * issued, is kept as the row's outcome 'scheduled', which therefore never goes back.
 */
import type { ChatTurn } from "../../../core/salesbot/chat-types";
import type { SalesbotConfig } from "../../../core/salesbot/config";
import { assessLead } from "../../../core/salesbot/lead-score";
import type { ConversationOutcome } from "../../../core/salesbot/vocabulary";

export interface ConversationScore {
  leadScore: number;
  outcome: ConversationOutcome | null;
  visitor: { name?: string; email?: string; phone?: string };
}

/** Whether a scheduling link was issued for the conversation whose stored outcome this is. */
export function wasScheduled(storedOutcome: string | null): boolean {
  return storedOutcome === "scheduled";
}

export function scoreConversation(
  messages: readonly ChatTurn[],
  config: Pick<SalesbotConfig, "leadQualificationQuestions">,
  scheduled: boolean,
): ConversationScore {
  const assessment = assessLead(messages, {
    qualificationQuestions: config.leadQualificationQuestions,
    schedulingLinkIssued: scheduled,
  });
  const { name, email, phone } = assessment.signals.contact;
  return { leadScore: assessment.score, outcome: assessment.outcome, visitor: { name, email, phone } };
}
