/**
 * Visitor-form submissions: checked against the card's form as it is now,
 * stored with the visitor's device, country and anonymised address through the tracking
 * table writer (which keeps the analytics roll-ups), and mailed to the card's owner when
 * SMTP is configured. Nothing is stored on any refusal. The submission, its lead and its
 * `form.submitted` event are written in one transaction (form-lead.ts).
 *
 * Per card, whatever the address (the per-address limit is the route's): at most
 * FORM_SUBMISSIONS_PER_CARD_PER_HOUR submissions an hour, past which it answers 429, and at most
 * LEAD_MAILS_PER_CARD_PER_HOUR lead mails, past which each submission's mail is held for one
 * digest after the hour (lead-digest.ts). Both count in the database, one atomic statement per
 * count (server/cluster's countInWindow), so they hold across processes and under races.
 */
import type { FastifyBaseLogger } from "fastify";
import {
  type FormAnswers,
  type FormConfig,
  formAnswersSchema,
  formIsLive,
  readFormConfig,
} from "../../../core/form-config";
import { formTakesMessagesFor } from "../../../core/policy";
import { countInWindow } from "../../cluster/database-rate-limit-store";
import type { AppContext } from "../../context";
import { badRequest, notFound, tooManyRequests } from "../../lib/http-error";
import { cardNotFound } from "../cards/errors";
import { insertSubmissions, lastSubmissionId } from "../tracking/repo";
import type { Visitor } from "../visitors/visitor";
import { recordFormSubmission } from "./form-lead";
import { holdLeadMail } from "./held-mails-repo";
import { leadMail, visitorOf } from "./lead-mail";
import { type FormCard, findFormCard } from "./repo";

export const FORM_CLOSED = "This card's form is not accepting messages.";
const FORM_INVALID = "Please check the form's fields.";
export const CARD_BUSY = "This card has received too many messages in the last hour. Please try again later.";

const HOUR_MS = 60 * 60 * 1000;
/** The windows' keys (rate_limit_windows, beside the routes' per-address ones). */
const submissionsKey = (cardId: number) => `form submissions of card|${cardId}`;
export const leadMailsKey = (cardId: number) => `form lead mails of card|${cardId}`;

export interface Submission {
  cardId: number;
  formData: unknown;
}

export function createFormService(ctx: AppContext, log: FastifyBaseLogger) {
  /**
   * The card and its form, if the form takes messages now: enabled with fields, and its owner
   * at the level that has the form (a demoted owner's form is closed as a disabled one is).
   */
  async function openForm(cardId: number) {
    const card = await findFormCard(ctx.db, cardId);
    if (!card) throw cardNotFound();
    const config = readFormConfig(card.formConfig);
    if (!formIsLive(config) || !formTakesMessagesFor({ accessLevel: card.ownerLevel })) {
      throw notFound(FORM_CLOSED);
    }
    return { card, config };
  }

  /** The answers as the form takes them, or 400 with a message per field (`formData.{id}`). */
  function checkAnswers(config: FormConfig, formData: unknown): FormAnswers {
    const result = formAnswersSchema(config).safeParse(formData);
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[["formData", ...issue.path].join(".")] ??= issue.message;
    const first = Object.values(fields)[0];
    throw badRequest(first && Object.keys(fields).length === 1 ? first : FORM_INVALID, fields);
  }

  /** 429 once the card has taken its submissions of this hour (this one counted). */
  async function countSubmission(cardId: number): Promise<void> {
    const counted = await countInWindow(ctx.db, submissionsKey(cardId), HOUR_MS);
    if (counted.current > ctx.config.formSubmissionsPerCardPerHour) throw tooManyRequests(CARD_BUSY);
  }

  /**
   * Whether the owner may get this submission's mail now; if the card's mails of this hour are
   * spent, the mail is held for the digest at the hour's end instead.
   */
  async function mailNowOrHold(card: FormCard, config: FormConfig, answers: FormAnswers, at: Date) {
    const counted = await countInWindow(ctx.db, leadMailsKey(card.id), HOUR_MS);
    if (counted.current <= ctx.config.leadMailsPerCardPerHour) return true;
    const { name, email } = visitorOf(config, answers);
    await holdLeadMail(ctx.db, {
      cardId: card.id,
      visitorName: name,
      visitorEmail: email,
      submittedAt: at,
      sendAfter: new Date(Date.now() + counted.ttl),
    });
    return false;
  }

  async function mailOwner(card: FormCard, config: FormConfig, answers: FormAnswers, visitor: Visitor) {
    // Without SMTP the mailer would write the mail to the log: a visitor's words do not belong there.
    if (!ctx.config.smtpUrl) return;
    if (!(await mailNowOrHold(card, config, answers, visitor.at))) return;
    const mail = leadMail({
      card,
      ownerEmail: card.ownerEmail,
      config,
      answers,
      appUrl: ctx.config.appUrl,
      at: visitor.at,
      location: visitor.location,
      device: visitor.device,
    });
    // After the submission is stored, and never in the visitor's way: a failure is only logged.
    ctx.mailer.send(mail).catch((error: unknown) => {
      log.warn({ err: error, cardId: card.id }, "form lead mail failed; the submission is stored");
    });
  }

  /** Stores one submission; answers the card's slug (for the page to return to). */
  async function submit(submission: Submission, visitor: Visitor): Promise<{ slug: string }> {
    const { card, config } = await openForm(submission.cardId);
    const answers = checkAnswers(config, submission.formData);
    await countSubmission(card.id);
    const stored = await ctx.db.transaction(async (tx) => {
      const [inserted] = await insertSubmissions(tx, [{ cardId: card.id, formData: answers, ...visitor }]);
      if (!inserted) return false;
      // Leads inbox (issue 38): the submission's lead and its form.submitted event commit with it.
      const submissionId = await lastSubmissionId(tx);
      await recordFormSubmission(tx, { cardId: card.id, submissionId, config, answers, visitor });
      return true;
    });
    // The card was deleted in the meantime.
    if (!stored) throw cardNotFound();
    // The submission is stored: a failure to count or hold its mail is only logged.
    await mailOwner(card, config, answers, visitor).catch((error: unknown) => {
      log.warn(
        { err: error, cardId: card.id },
        "form lead mail could not be counted; the submission is stored",
      );
    });
    return { slug: card.slug };
  }

  /** The slug of a card, for a refused post that only knows the card's id. */
  async function slugOf(cardId: number): Promise<string | undefined> {
    return (await findFormCard(ctx.db, cardId))?.slug;
  }

  return { submit, slugOf };
}
