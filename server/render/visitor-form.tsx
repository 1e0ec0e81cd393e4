/**
 * The card's visitor form on the public page (DESIGN §6.12): a real HTML form that works
 * without JavaScript (a plain post, answered with a 303 back here, ?form=…), which the page's
 * script (web/public-card/form.ts) sends in place instead. Every message is made here from the
 * card's own form; the address only names an outcome.
 */
import { cardPath } from "../../core/card-display";
import { ANSWER_MAX, type FormConfig, type FormField } from "../../core/form-config";
import type { FormOutcome, FormRefusal } from "../modules/forms/outcome";

const FORM_ID = "visitor-form";
const ERROR_ID = `${FORM_ID}-error`;

const REFUSAL_TEXTS: Record<FormRefusal, string> = {
  invalid: "Your message was not sent. Please check the fields and try again.",
  closed: "This form is not accepting messages at the moment.",
  busy: "Too many messages were sent from your address. Please wait a minute and try again.",
  full: "This card has received too many messages in the last hour. Please try again later.",
  large: "Your message is too long. Please shorten it and try again.",
  failed: "Your message could not be sent. Please try again.",
};

function refusalText(outcome: Extract<FormOutcome, { kind: "error" }>, config: FormConfig): string {
  const labels = config.fields
    .filter((field) => outcome.fields.includes(field.id))
    .map((field) => field.label);
  if (outcome.reason === "invalid" && labels.length > 0) {
    return `Your message was not sent. Please check: ${labels.join(", ")}.`;
  }
  return REFUSAL_TEXTS[outcome.reason];
}

const inputId = (field: FormField) => `vf-${field.id}`;

/** The browser's own checks mirror the server's (core/form-config.ts), so a plain post rarely fails. */
function Control({ field, invalid }: { field: FormField; invalid: boolean }) {
  const common = {
    id: inputId(field),
    name: `formData[${field.id}]`,
    required: field.required,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? ERROR_ID : undefined,
  };
  switch (field.type) {
    case "longText":
      return <textarea {...common} rows={4} maxLength={ANSWER_MAX.longText} />;
    case "choice":
      return (
        <select {...common} defaultValue="">
          <option value="">Choose one</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case "email":
      return <input {...common} type="email" autoComplete="email" maxLength={ANSWER_MAX.email} />;
    case "phone":
      // The pattern is compiled with the v flag: ( ) - and . are escaped.
      return (
        <input
          {...common}
          type="tel"
          autoComplete="tel"
          maxLength={ANSWER_MAX.phone}
          pattern="[0-9 +\-\(\)\.]{5,30}"
          title="5 to 30 digits, spaces and + - ( ) ."
        />
      );
    case "name":
      return <input {...common} type="text" autoComplete="name" maxLength={ANSWER_MAX.name} />;
    default:
      return <input {...common} type="text" maxLength={ANSWER_MAX.text} />;
  }
}

export interface VisitorFormProps {
  cardId: number;
  slug: string;
  config: FormConfig;
  outcome?: FormOutcome;
}

export function VisitorForm({ cardId, slug, config, outcome }: VisitorFormProps) {
  const sent = outcome?.kind === "sent";
  const refused = outcome?.kind === "error" ? outcome : undefined;
  return (
    <section id={FORM_ID} className="pp-form" aria-labelledby={`${FORM_ID}-title`}>
      <h2 id={`${FORM_ID}-title`}>{config.title}</h2>
      {/* Filled here after a plain post, or by the script after it sends the form in place. */}
      <p className="pp-form-done" role="status" tabIndex={-1}>
        {sent ? config.thankYouMessage : ""}
      </p>
      {sent ? (
        <a className="pp-form-again" href={`${cardPath(slug)}#${FORM_ID}`}>
          Send another message
        </a>
      ) : (
        <form
          method="post"
          action="/api/form-submissions"
          data-visitor-form
          data-thank-you={config.thankYouMessage}
        >
          <p id={ERROR_ID} className="pp-form-error" role="alert">
            {refused ? refusalText(refused, config) : ""}
          </p>
          <input type="hidden" name="cardId" value={cardId} />
          {config.fields.some((field) => field.required) ? (
            <p className="pp-form-note">Fields marked * are required.</p>
          ) : null}
          {config.fields.map((field) => (
            <div key={field.id} className="pp-field">
              <label htmlFor={inputId(field)}>
                {field.label}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <Control field={field} invalid={refused?.fields.includes(field.id) ?? false} />
              <p id={`${inputId(field)}-error`} className="pp-field-error" />
            </div>
          ))}
          {/* The honeypot: out of sight, out of the tab order and hidden from screen readers. */}
          <div className="pp-hp" aria-hidden="true">
            <label htmlFor={`${FORM_ID}-website`}>Website</label>
            <input id={`${FORM_ID}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <button type="submit" className="pp-button pp-form-submit">
            {config.submitLabel}
          </button>
        </form>
      )}
    </section>
  );
}
