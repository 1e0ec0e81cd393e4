/**
 * 'Share your details' on the public card page: the footer's link beside Save Contact, and the
 * section it leads to, a disclosure (<details>) holding a real HTML form that works without
 * JavaScript (a plain post, answered with a 303 back here, ?exchange=…). The page's script
 * (web/public-card/exchange.ts) opens it from the link and sends it in place instead. Every
 * message is made here or in core/exchange.ts; the address only names an outcome.
 */
import { IconAddressBook } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { cardThemeStyle } from "../../card-view/card-theme-style";
import { cardPath } from "../../core/card-display";
import {
  CONSENT_REQUIRED,
  EXCHANGE_CARD_BUSY,
  EXCHANGE_DONE_TEXTS,
  EXCHANGE_MAX,
  type PublicExchange,
} from "../../core/exchange";
import type { ThemeLook } from "../../core/themes";
import {
  EXCHANGE_ANCHOR,
  type ExchangeField,
  type ExchangeOutcome,
  type ExchangeRefusal,
} from "./exchange-outcome";

const PREFIX = "xf";

const LABELS: Record<ExchangeField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  note: "Note",
  consent: "the consent box",
};

const REFUSAL_TEXTS: Record<ExchangeRefusal, string> = {
  invalid: "Your details were not shared. Please check the fields and try again.",
  closed: "This card does not take shared contact details at the moment.",
  busy: "Too many details were sent from your address. Please wait a minute and try again.",
  full: EXCHANGE_CARD_BUSY,
  large: "Your details are too long. Please shorten the note and try again.",
  failed: "Your details could not be shared. Please try again.",
};

function refusalText(outcome: Extract<ExchangeOutcome, { kind: "error" }>): string {
  if (outcome.reason !== "invalid" || outcome.fields.length === 0) return REFUSAL_TEXTS[outcome.reason];
  if (outcome.fields.length === 1 && outcome.fields[0] === "consent") return CONSENT_REQUIRED;
  return `Your details were not shared. Please check: ${outcome.fields.map((field) => LABELS[field]).join(", ")}.`;
}

/** The footer's link to the section; the script opens the disclosure and focuses the first field. */
export function ShareDetailsLink() {
  return (
    <a className="cv-button cv-share-details" href={`#${EXCHANGE_ANCHOR}`} data-action="share-details">
      <IconAddressBook size={20} stroke={1.75} aria-hidden="true" focusable="false" />
      <span>Share your details</span>
    </a>
  );
}

function TextField({
  field,
  required = false,
  invalid,
  children,
}: {
  field: ExchangeField;
  required?: boolean;
  invalid: boolean;
  children: (common: Record<string, unknown>) => ReactNode;
}) {
  const id = `${PREFIX}-${field}`;
  return (
    <div className="cv-field">
      <label htmlFor={id}>
        {LABELS[field]}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        name: field,
        required,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": invalid ? `${EXCHANGE_ANCHOR}-error` : undefined,
      })}
      <p id={`${id}-error`} className="cv-field-error" />
    </div>
  );
}

export interface ExchangeFormProps {
  cardId: number;
  slug: string;
  look: ThemeLook;
  exchange: PublicExchange;
  outcome?: ExchangeOutcome;
}

export function ExchangeForm({ cardId, slug, look, exchange, outcome }: ExchangeFormProps) {
  const invalid = (field: ExchangeField) => outcome?.kind === "error" && outcome.fields.includes(field);
  const titleId = `${EXCHANGE_ANCHOR}-title`;
  const sent = outcome?.kind === "sent" ? outcome : undefined;
  return (
    <section
      id={EXCHANGE_ANCHOR}
      className="cv-form cv-exchange"
      style={cardThemeStyle(look)}
      aria-labelledby={titleId}
    >
      {/* Open after a plain post, so its outcome is in view. */}
      <details className="cv-form-box" open={outcome !== undefined}>
        <summary className="cv-exchange-summary">
          <h2 id={titleId} className="cv-form-title">
            Share your details
          </h2>
        </summary>
        {/* Filled here after a plain post, or by the script after it sends the form in place. */}
        <p className="cv-form-done" role="status" tabIndex={-1}>
          {sent ? EXCHANGE_DONE_TEXTS[sent.contactMail] : ""}
        </p>
        {sent ? (
          <a className="cv-form-again" href={`${cardPath(slug)}#${EXCHANGE_ANCHOR}`}>
            Share details again
          </a>
        ) : (
          <form className="cv-form-body" method="post" action="/api/card-exchange" data-exchange-form>
            <p id={`${EXCHANGE_ANCHOR}-error`} className="cv-form-error" role="alert">
              {outcome?.kind === "error" ? refusalText(outcome) : ""}
            </p>
            <p className="cv-form-note">Fields marked * are required.</p>
            <TextField field="name" required invalid={invalid("name")}>
              {(common) => (
                <input {...common} type="text" autoComplete="name" maxLength={EXCHANGE_MAX.name} />
              )}
            </TextField>
            <TextField field="email" required invalid={invalid("email")}>
              {(common) => (
                <input {...common} type="email" autoComplete="email" maxLength={EXCHANGE_MAX.email} />
              )}
            </TextField>
            <TextField field="phone" invalid={invalid("phone")}>
              {(common) => (
                <input
                  {...common}
                  type="tel"
                  autoComplete="tel"
                  maxLength={EXCHANGE_MAX.phone}
                  pattern="[0-9 +\-\(\)\.]{5,30}"
                  title="5 to 30 digits, spaces and + - ( ) ."
                />
              )}
            </TextField>
            <TextField field="company" invalid={invalid("company")}>
              {(common) => (
                <input {...common} type="text" autoComplete="organization" maxLength={EXCHANGE_MAX.company} />
              )}
            </TextField>
            <TextField field="note" invalid={invalid("note")}>
              {(common) => <textarea {...common} rows={3} maxLength={EXCHANGE_MAX.note} />}
            </TextField>
            <div className="cv-check">
              <input
                id={`${PREFIX}-consent`}
                name="consent"
                type="checkbox"
                value="true"
                required
                aria-invalid={invalid("consent") ? true : undefined}
                aria-describedby={invalid("consent") ? `${EXCHANGE_ANCHOR}-error` : undefined}
              />
              <label htmlFor={`${PREFIX}-consent`}>
                {exchange.consentText}
                <span aria-hidden="true"> *</span>
              </label>
            </div>
            <p id={`${PREFIX}-consent-error`} className="cv-field-error" />
            {exchange.offersContactMail ? (
              <div className="cv-check">
                <input id={`${PREFIX}-send`} name="sendMeTheContact" type="checkbox" value="true" />
                <label htmlFor={`${PREFIX}-send`}>Send me your contact details</label>
              </div>
            ) : null}
            <input type="hidden" name="cardId" value={cardId} />
            {/* The honeypot: out of sight, out of the tab order and hidden from screen readers. */}
            <div className="cv-form-hp" aria-hidden="true">
              <label htmlFor={`${PREFIX}-website`}>Website</label>
              <input id={`${PREFIX}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <button type="submit" className="cv-form-submit">
              Share my details
            </button>
          </form>
        )}
      </details>
    </section>
  );
}
