/**
 * The card's visitor form on the public page: card-view's CardForm as a real HTML
 * form that works without JavaScript (a plain post, answered with a 303 back here, ?form=…),
 * which the page's script (web/public-card/form.ts) sends in place instead. Every message is
 * made here from the card's own form; the address only names an outcome.
 */
import { CardForm } from "../../card-view/card-form";
import { cardThemeStyle } from "../../card-view/card-theme-style";
import { cardPath } from "../../core/card-display";
import type { FormConfig } from "../../core/form-config";
import type { ThemeLook } from "../../core/themes";
import type { FormOutcome, FormRefusal } from "./form-outcome";

const FORM_ID = "visitor-form";

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

export interface VisitorFormProps {
  cardId: number;
  slug: string;
  look: ThemeLook;
  config: FormConfig;
  outcome?: FormOutcome;
}

export function VisitorForm({ cardId, slug, look, config, outcome }: VisitorFormProps) {
  return (
    <CardForm
      config={config}
      style={cardThemeStyle(look)}
      id={FORM_ID}
      fieldPrefix="vf"
      action="/api/form-submissions"
      cardId={cardId}
      sent={outcome?.kind === "sent" ? { againHref: `${cardPath(slug)}#${FORM_ID}` } : undefined}
      refusal={
        outcome?.kind === "error"
          ? { message: refusalText(outcome, config), fields: outcome.fields }
          : undefined
      }
    />
  );
}
