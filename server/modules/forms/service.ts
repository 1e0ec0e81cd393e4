/**
 * Visitor-form submissions (DESIGN §6.12): checked against the card's form as it is now,
 * stored with the visitor's device, country and anonymised address through the tracking
 * table writer (which keeps the analytics roll-ups), and mailed to the card's owner when
 * SMTP is configured. Nothing is stored on any refusal.
 */
import type { FastifyBaseLogger } from "fastify";
import {
  type FormAnswers,
  type FormConfig,
  formAnswersSchema,
  formIsLive,
  readFormConfig,
} from "../../../core/form-config";
import type { AppContext } from "../../context";
import { badRequest, notFound } from "../../lib/http-error";
import { cardNotFound } from "../cards/errors";
import { insertSubmissions, type Visitor } from "../tracking/repo";
import { leadMail } from "./lead-mail";
import { type FormCard, findFormCard } from "./repo";

export const FORM_CLOSED = "This card's form is not accepting messages.";
const FORM_INVALID = "Please check the form's fields.";

export interface Submission {
  cardId: number;
  formData: unknown;
}

export function createFormService(ctx: AppContext, log: FastifyBaseLogger) {
  /** The card and its form, if the form takes messages now. */
  async function openForm(cardId: number) {
    const card = await findFormCard(ctx.db, cardId);
    if (!card) throw cardNotFound();
    const config = readFormConfig(card.formConfig);
    if (!formIsLive(config)) throw notFound(FORM_CLOSED);
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

  function mailOwner(card: FormCard, config: FormConfig, answers: FormAnswers, visitor: Visitor) {
    // Without SMTP the mailer would write the mail to the log: a visitor's words do not belong there.
    if (!ctx.config.smtpUrl) return;
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
    const [stored] = await insertSubmissions(ctx.db, [{ cardId: card.id, formData: answers, ...visitor }]);
    // The card was deleted in the meantime.
    if (!stored) throw cardNotFound();
    mailOwner(card, config, answers, visitor);
    return { slug: card.slug };
  }

  /** The slug of a card, for a refused post that only knows the card's id. */
  async function slugOf(cardId: number): Promise<string | undefined> {
    return (await findFormCard(ctx.db, cardId))?.slug;
  }

  return { submit, slugOf };
}
