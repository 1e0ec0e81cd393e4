/**
 * The contact exchange's requests and answers: a visitor's details (POST /api/card-exchange) and
 * the owner's settings (GET/PUT /api/cards/{cardId}/exchange). Limits and texts: core/exchange.ts.
 */
import { z } from "zod";
import {
  CONSENT_REQUIRED,
  CONSENT_TEXT_MAX,
  EXCHANGE_CONTACT_MAIL,
  EXCHANGE_MAX,
  EXCHANGE_PHONE_PATTERN,
} from "../exchange";
import { idSchema } from "./ids";

/** A trimmed text of at most `max` characters; blank counts as absent for optional ones. */
const text = (max: number, tooLong: string) => z.string(tooLong).trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

export const exchangeBodySchema = z.object({
  cardId: idSchema("cardId must be a positive whole number"),
  name: text(EXCHANGE_MAX.name, `Your name can be at most ${EXCHANGE_MAX.name} characters.`).min(
    1,
    "Please enter your name.",
  ),
  email: z
    .string("Please enter a valid email address.")
    .trim()
    .max(EXCHANGE_MAX.email, `Your email address can be at most ${EXCHANGE_MAX.email} characters.`)
    .pipe(z.email("Please enter a valid email address.")),
  phone: optionalText(
    EXCHANGE_MAX.phone,
    "Please enter a phone number: 5 to 30 digits, spaces and + - ( ) .",
  ).refine(
    (value) => value === undefined || EXCHANGE_PHONE_PATTERN.test(value),
    "Please enter a phone number: 5 to 30 digits, spaces and + - ( ) .",
  ),
  company: optionalText(
    EXCHANGE_MAX.company,
    `Your company can be at most ${EXCHANGE_MAX.company} characters.`,
  ),
  note: optionalText(EXCHANGE_MAX.note, `Your note can be at most ${EXCHANGE_MAX.note} characters.`),
  consent: z.literal(true, CONSENT_REQUIRED),
  sendMeTheContact: z.boolean("sendMeTheContact must be true or false").optional(),
  /** The honeypot: people never see it, so anything in it was put there by a program. */
  website: z.unknown().optional(),
});
export type ExchangeBody = z.infer<typeof exchangeBodySchema>;

export const exchangeAnswerSchema = z.object({
  ok: z.literal(true),
  /** What happened to the contact file the visitor may have asked for. */
  contactMail: z.enum(EXCHANGE_CONTACT_MAIL),
});

export const exchangeSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The text visitors agree to now. */
  consentText: z.string(),
  /** The text the card shows when its owner has written none (naming the card's person). */
  defaultConsentText: z.string(),
  /** The stored version of `consentText` (exchange_consents.id); null while the default was never stored. */
  consentVersion: z.number().int().nullable(),
});
export type ExchangeSettings = z.infer<typeof exchangeSettingsSchema>;

export const exchangeSettingsInputSchema = z.object({
  enabled: z.boolean("enabled must be true or false"),
  consentText: z
    .string("Please enter the consent text.")
    .trim()
    .min(1, "Please enter the consent text.")
    .max(CONSENT_TEXT_MAX, `The consent text can be at most ${CONSENT_TEXT_MAX} characters.`),
});
export type ExchangeSettingsInput = z.infer<typeof exchangeSettingsInputSchema>;
