/**
 * The contact exchange: a visitor's details become a lead of the card (recordLead), in one
 * transaction with the consent version they agreed to; the owner is told by mail, and the visitor
 * is mailed the card's contact file when they ask. And the owner's settings: on or off, and the
 * consent text, each change of it a new version (so every lead keeps the text its visitor saw).
 *
 * Limits, each counted in the database (countInWindow) so they hold across processes:
 * - per card, EXCHANGE (FORM_SUBMISSIONS_PER_CARD_PER_HOUR) exchanges an hour, then 429;
 * - the owner's mails share the card's hourly lead-mail count with the visitor form
 *   (LEAD_MAILS_PER_CARD_PER_HOUR); past it they are held for the form's digest;
 * - per recipient address, EXCHANGE_MAILS_PER_RECIPIENT_PER_DAY contact files a day, whichever
 *   card sends them, reserved before sending; past it the lead is stored and the visitor told.
 * The per-address request limit is the route's.
 */
import type { FastifyBaseLogger } from "fastify";
import {
  CONSENT_REQUIRED,
  defaultConsentText,
  EXCHANGE_CARD_BUSY,
  EXCHANGE_DISABLED,
  type ExchangeContactMail,
} from "../../../core/exchange";
import type { ExchangeBody, ExchangeSettings, ExchangeSettingsInput } from "../../../core/schemas/exchange";
import { countInWindow } from "../../cluster/database-rate-limit-store";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { isForeignKeyViolation } from "../../db/pg-error";
import type { UserRow } from "../../db/schema";
import { cardChanged } from "../../lib/card-changes";
import { enforce } from "../../lib/enforce";
import { badRequest, notFound, tooManyRequests } from "../../lib/http-error";
import { cardInactive, cardNotFound } from "../cards/errors";
import { findCardById } from "../cards/repo";
import { holdLeadMail } from "../forms/held-mails-repo";
import { leadMailsKey } from "../forms/service";
import { emailKeyOf, recordLead } from "../leads/record-lead";
import { roleOf } from "../organizations/repo";
import { createVCardService } from "../vcard/service";
import type { Visitor } from "../visitors/visitor";
import { ownerExchangeMail, visitorContactMail } from "./exchange-mails";
import {
  type ExchangeCard,
  findExchange,
  findExchangeCard,
  insertConsent,
  latestConsent,
  lockCard,
  saveEnabled,
} from "./repo";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The windows' keys (rate_limit_windows). */
const exchangesKey = (cardId: number) => `exchanges of card|${cardId}`;
const contactMailsKey = (emailKey: string) => `exchange contact mails to|${emailKey}`;

/** The consent version in force, storing the default text as the first version when there is none. */
async function consentInForce(tx: Db, card: ExchangeCard): Promise<{ id: number; text: string }> {
  const known = await latestConsent(tx, card.id);
  if (known) return known;
  // Held to the commit, so two first exchanges make one version of the default.
  if (!(await lockCard(tx, card.id))) throw cardNotFound();
  return (await latestConsent(tx, card.id)) ?? insertConsent(tx, card.id, defaultConsentText(card.name));
}

export function createExchangeService(ctx: AppContext, log: FastifyBaseLogger) {
  const vcards = createVCardService(ctx, log);
  const smtp = () => ctx.config.smtpUrl !== undefined;

  async function openExchange(cardId: number): Promise<ExchangeCard> {
    const card = await findExchangeCard(ctx.db, cardId);
    if (!card) throw cardNotFound();
    if (card.deactivatedAt) throw cardInactive();
    if (!(await findExchange(ctx.db, cardId)).enabled) throw notFound(EXCHANGE_DISABLED);
    return card;
  }

  /** The owner's mail now, or held for the digest when the card's lead mails of the hour are spent. */
  async function mailOwner(card: ExchangeCard, details: ExchangeBody, consentText: string, visitor: Visitor) {
    // Without SMTP the mailer would write the mail to the log: a visitor's words do not belong there.
    if (!smtp()) return;
    const counted = await countInWindow(ctx.db, leadMailsKey(card.id), HOUR_MS);
    if (counted.current > ctx.config.leadMailsPerCardPerHour) {
      await holdLeadMail(ctx.db, {
        cardId: card.id,
        visitorName: details.name,
        visitorEmail: details.email,
        submittedAt: visitor.at,
        sendAfter: new Date(Date.now() + counted.ttl),
      });
      return;
    }
    const mail = ownerExchangeMail({ card, details, consentText, appUrl: ctx.config.appUrl, visitor });
    ctx.mailer.send(mail).catch((error: unknown) => {
      log.warn({ err: error, cardId: card.id }, "exchange mail to the owner failed; the lead is stored");
    });
  }

  /** The card's contact file to the visitor, within the recipient's daily allowance (reserved first). */
  async function mailContact(card: ExchangeCard, email: string): Promise<ExchangeContactMail> {
    if (!smtp()) return "unavailable";
    const counted = await countInWindow(ctx.db, contactMailsKey(emailKeyOf(email)!), DAY_MS);
    if (counted.current > ctx.config.exchangeMailsPerRecipientPerDay) return "limited";
    const file = await vcards.contactFile(card.id, ctx.config.appUrl);
    ctx.mailer
      .send(visitorContactMail({ card, to: email, file, appUrl: ctx.config.appUrl }))
      .catch((error: unknown) => {
        log.warn({ err: error, cardId: card.id }, "exchange contact file mail failed; the lead is stored");
      });
    return "sent";
  }

  /** Stores one exchange; answers the card's slug and what became of the contact file. */
  async function exchange(
    details: ExchangeBody,
    visitor: Visitor,
  ): Promise<{ slug: string; contactMail: ExchangeContactMail }> {
    // The schema takes only `true`; this holds the rule should a caller skip it.
    if (details.consent !== true) throw badRequest(CONSENT_REQUIRED, { consent: CONSENT_REQUIRED });
    const card = await openExchange(details.cardId);
    const counted = await countInWindow(ctx.db, exchangesKey(card.id), HOUR_MS);
    if (counted.current > ctx.config.formSubmissionsPerCardPerHour) throw tooManyRequests(EXCHANGE_CARD_BUSY);
    let consent: { id: number; text: string };
    try {
      consent = await ctx.db.transaction(async (tx) => {
        const inForce = await consentInForce(tx, card);
        await recordLead(tx, {
          cardId: card.id,
          kind: "exchange",
          email: details.email,
          name: details.name,
          phone: details.phone ?? null,
          company: details.company ?? null,
          visitorHash: visitor.visitorHash,
          at: visitor.at,
          data: {
            ...(details.note ? { note: details.note } : {}),
            consentVersion: inForce.id,
            consentAt: visitor.at.toISOString(),
            sendMeTheContact: details.sendMeTheContact === true,
            device: visitor.device,
            location: visitor.location,
          },
        });
        return inForce;
      });
    } catch (error) {
      // The card was deleted since it was read.
      if (isForeignKeyViolation(error)) throw cardNotFound();
      throw error;
    }
    // The lead is stored: a failure to count, hold or build a mail is only logged.
    await mailOwner(card, details, consent.text, visitor).catch((error: unknown) => {
      log.warn({ err: error, cardId: card.id }, "exchange mail to the owner could not be counted");
    });
    const contactMail: ExchangeContactMail = details.sendMeTheContact
      ? await mailContact(card, details.email).catch((error: unknown) => {
          log.warn({ err: error, cardId: card.id }, "exchange contact file could not be mailed");
          return "unavailable" as const;
        })
      : "notAsked";
    return { slug: card.slug, contactMail };
  }

  /** The slug of a card, for a refused form post that only knows the card's id. */
  async function slugOf(cardId: number): Promise<string | undefined> {
    return (await findExchangeCard(ctx.db, cardId))?.slug;
  }

  /** The card, if `actor` may edit it (the card editor's rule, organisations' admins included). */
  async function editableCard(actor: UserRow, cardId: number) {
    const card = await findCardById(ctx.db, cardId);
    if (!card) throw cardNotFound();
    const orgRole =
      card.organizationId !== null && card.userId !== actor.id
        ? await roleOf(ctx.db, card.organizationId, actor.id)
        : null;
    enforce(actor, "card.edit", { ...card, orgRole });
    return card;
  }

  async function settingsOf(
    card: { id: number; name: string | null },
    db: Db = ctx.db,
  ): Promise<ExchangeSettings> {
    const stored = await findExchange(db, card.id);
    const fallback = defaultConsentText(card.name);
    return {
      enabled: stored.enabled,
      consentText: stored.consent?.text ?? fallback,
      defaultConsentText: fallback,
      consentVersion: stored.consent?.id ?? null,
    };
  }

  async function settings(actor: UserRow, cardId: number): Promise<ExchangeSettings> {
    return settingsOf(await editableCard(actor, cardId));
  }

  /** On or off, and the consent text: a text other than the one in force becomes its next version. */
  async function saveSettings(
    actor: UserRow,
    cardId: number,
    input: ExchangeSettingsInput,
  ): Promise<ExchangeSettings> {
    const card = await editableCard(actor, cardId);
    try {
      const saved = await ctx.db.transaction(async (tx) => {
        await saveEnabled(tx, card.id, input.enabled);
        const current = await settingsOf(card, tx);
        if (input.consentText !== current.consentText) await insertConsent(tx, card.id, input.consentText);
        return settingsOf(card, tx);
      });
      // The public page shows the form (or not) and its consent text: drop the cached page.
      cardChanged(ctx, { id: card.id, slugs: [card.slug] });
      return saved;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw cardNotFound();
      throw error;
    }
  }

  return { exchange, slugOf, settings, saveSettings };
}
