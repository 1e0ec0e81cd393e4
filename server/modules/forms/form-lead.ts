/**
 * A visitor-form submission's lead and its `form.submitted` event, written in the transaction
 * that stores the submission. The event carries the answers under the form's labels. The lead
 * (kind 'form', linked by the submission's id) is made only when the visitor left a way to reach
 * them: an email or a phone answer (the first answered field of each type, as the lead mail reads
 * them); a name and a message alone are a message, not a contact.
 */
import type { FormAnswers, FormConfig } from "../../../core/form-config";
import type { Db } from "../../db/client";
import { recordLead } from "../leads/record-lead";
import type { Visitor } from "../visitors/visitor";
import { enqueueEvent } from "../webhooks/outbox";
import { visitorOf } from "./lead-mail";

export interface StoredSubmission {
  cardId: number;
  submissionId: number;
  config: FormConfig;
  answers: FormAnswers;
  visitor: Visitor;
}

/** The answered fields under their labels; a label used twice gets its position added. */
function answersByLabel(config: FormConfig, answers: FormAnswers): Record<string, string> {
  const byLabel: Record<string, string> = {};
  for (const [index, field] of config.fields.entries()) {
    const answer = answers[field.id];
    if (answer === undefined || answer === "") continue;
    const label = field.label in byLabel ? `${field.label} (${index + 1})` : field.label;
    byLabel[label] = answer;
  }
  return byLabel;
}

function phoneOf(config: FormConfig, answers: FormAnswers): string | null {
  const field = config.fields.find((candidate) => candidate.type === "phone" && answers[candidate.id]);
  return field ? (answers[field.id] ?? null) : null;
}

export async function recordFormSubmission(db: Db, stored: StoredSubmission): Promise<void> {
  const { cardId, submissionId, config, answers, visitor } = stored;
  const labelled = answersByLabel(config, answers);
  await enqueueEvent(
    db,
    {
      cardId,
      type: "form.submitted",
      data: { cardId, submissionId, answers: labelled, submittedAt: visitor.at.toISOString() },
    },
    visitor.at,
  );
  const { name, email } = visitorOf(config, answers);
  const phone = phoneOf(config, answers);
  if (!email && !phone) return;
  await recordLead(db, {
    cardId,
    kind: "form",
    sourceId: submissionId,
    visitorHash: visitor.visitorHash,
    email,
    name,
    phone,
    data: { answers: labelled },
    at: visitor.at,
  });
}
