/**
 * The card's visitor form as people see it, in the card theme's colours, fonts
 * and corners: on the public page (server/render/visitor-form.tsx adds what a post's outcome
 * says) and in the editor's preview. A pure render like the card view.
 *
 * On the public page it is a real HTML form that works without JavaScript (a plain post), which
 * web/public-card/form.ts sends in place instead; it hooks onto `data-visitor-form` and the
 * `cv-form-*` / `{prefix}-{field}-error` names rendered here. In a preview (`action` absent) the
 * fields and the button are disabled, with no <form> around them, so nothing can be sent.
 */
import type { FormConfig } from "@core/form-config";
import { ANSWER_MAX, type FormField } from "@core/form-fields";
import type { CSSProperties, ReactNode } from "react";

export interface CardFormProps {
  config: FormConfig;
  /** The card theme's custom properties (cardThemeStyle), since the form sits outside the card. */
  style: CSSProperties;
  /** Id of the section; field ids are `{fieldPrefix}-{field id}`. */
  id: string;
  fieldPrefix: string;
  headingLevel?: 2 | 3 | 4;
  /** Where a visitor's answers are posted; absent in a preview, which sends nothing. */
  action?: string;
  /** The card the answers are for (a hidden field), with `action`. */
  cardId?: number;
  /** After a sent message: the thank-you, and a link to send another. */
  sent?: { againHref: string };
  /** Why a plain post was refused, and which fields to check. */
  refusal?: { message: string; fields: readonly string[] };
}

/** The browser's own checks mirror the server's (core/form-config.ts), so a plain post rarely fails. */
function Control({
  field,
  id,
  invalid,
  errorId,
  disabled,
}: {
  field: FormField;
  id: string;
  invalid: boolean;
  errorId: string;
  disabled: boolean;
}) {
  const common = {
    id,
    disabled: disabled || undefined,
    name: `formData[${field.id}]`,
    required: field.required,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? errorId : undefined,
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

export function CardForm({
  config,
  style,
  id,
  fieldPrefix,
  headingLevel = 2,
  action,
  cardId,
  sent,
  refusal,
}: CardFormProps) {
  const Heading = `h${headingLevel}` as "h2";
  const errorId = `${id}-error`;
  const preview = action === undefined;
  const fields = (
    <>
      <p id={errorId} className="cv-form-error" role="alert">
        {refusal?.message ?? ""}
      </p>
      {config.fields.some((field) => field.required) ? (
        <p className="cv-form-note">Fields marked * are required.</p>
      ) : null}
      {config.fields.map((field) => {
        const fieldId = `${fieldPrefix}-${field.id}`;
        return (
          <div key={field.id} className="cv-field">
            <label htmlFor={fieldId}>
              {field.label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <Control
              field={field}
              id={fieldId}
              invalid={refusal?.fields.includes(field.id) ?? false}
              errorId={errorId}
              disabled={preview}
            />
            <p id={`${fieldId}-error`} className="cv-field-error" />
          </div>
        );
      })}
    </>
  );
  const submit = (
    <button type="submit" className="cv-form-submit" disabled={preview || undefined}>
      {config.submitLabel}
    </button>
  );

  let body: ReactNode;
  if (sent) {
    body = (
      <a className="cv-form-again" href={sent.againHref}>
        Send another message
      </a>
    );
  } else if (preview) {
    body = (
      <div className="cv-form-body">
        <p className="cv-form-note">Preview: messages are sent from the public card.</p>
        {fields}
        {submit}
      </div>
    );
  } else {
    body = (
      <form
        className="cv-form-body"
        method="post"
        action={action}
        data-visitor-form
        data-thank-you={config.thankYouMessage}
      >
        {fields}
        <input type="hidden" name="cardId" value={cardId} />
        {/* The honeypot: out of sight, out of the tab order and hidden from screen readers. */}
        <div className="cv-form-hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {submit}
      </form>
    );
  }

  return (
    <section id={id} className="cv-form" style={style} aria-labelledby={`${id}-title`}>
      <div className="cv-form-box">
        <Heading id={`${id}-title`} className="cv-form-title">
          {config.title}
        </Heading>
        {/* Filled here after a plain post, or by the script after it sends the form in place. */}
        <p className="cv-form-done" role="status" tabIndex={-1}>
          {sent ? config.thankYouMessage : ""}
        </p>
        {body}
      </div>
    </section>
  );
}
