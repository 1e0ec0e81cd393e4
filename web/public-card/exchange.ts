/**
 * 'Share your details', sent in place (server/render/exchange-form.tsx draws it; form-in-place.ts
 * sends it). The footer's link opens the disclosure and puts the focus on the first field.
 */
import { EXCHANGE_DONE_TEXTS, type ExchangeContactMail } from "../../core/exchange";
import { sendInPlace } from "./form-in-place";

export function setUpExchange(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-exchange-form]");
  const disclosure = document.querySelector<HTMLDetailsElement>("#share-details details");
  document.querySelector('[data-action="share-details"]')?.addEventListener("click", (event) => {
    if (!disclosure) return;
    event.preventDefault();
    disclosure.open = true;
    disclosure.scrollIntoView({ block: "start" });
    const target =
      form?.hidden === false ? form.querySelector<HTMLElement>("input:not([type=hidden])") : null;
    (target ?? disclosure.querySelector<HTMLElement>("summary"))?.focus({ preventScroll: true });
  });
  if (!form) return;
  sendInPlace(form, {
    body(data) {
      const text = (name: string) => String(data.get(name) ?? "");
      return {
        cardId: Number(data.get("cardId")),
        name: text("name"),
        email: text("email"),
        phone: text("phone"),
        company: text("company"),
        note: text("note"),
        consent: data.has("consent"),
        sendMeTheContact: data.has("sendMeTheContact"),
        website: text("website"),
      };
    },
    fieldOf: (name) => ({ control: name, line: `xf-${name}-error` }),
    doneText: (answer) =>
      EXCHANGE_DONE_TEXTS[(answer.contactMail as ExchangeContactMail | undefined) ?? "notAsked"] ??
      EXCHANGE_DONE_TEXTS.notAsked,
    failed: "Your details could not be shared. Please try again.",
    checkFields: "Your details were not shared. Please check the fields marked below.",
  });
}
