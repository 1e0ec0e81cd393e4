/**
 * 'Share your details', sent in place (server/render/exchange-form.tsx draws it; without this
 * script it is a plain post answered by a redirect back to the page). The footer's link opens the
 * disclosure and puts the focus on the first field; the details go as JSON; the confirmation
 * replaces the form, or each refused field shows the server's message beside it. The browser's
 * own checks (required, email, pattern, length) run first; the server's schema has the last word.
 */
import { EXCHANGE_DONE_TEXTS, type ExchangeContactMail } from "../../core/exchange";

const FAILED = "Your details could not be shared. Please try again.";
const CHECK_FIELDS = "Your details were not shared. Please check the fields marked below.";

interface ErrorAnswer {
  message?: string;
  fields?: Record<string, string>;
}

function clearErrors(form: HTMLFormElement): void {
  for (const line of form.querySelectorAll(".cv-form-error, .cv-field-error")) line.textContent = "";
  for (const control of form.querySelectorAll("[aria-invalid]")) {
    control.removeAttribute("aria-invalid");
    control.removeAttribute("aria-describedby");
  }
}

/** Each message beside its field; the first such field takes the focus. */
function showErrors(form: HTMLFormElement, answer: ErrorAnswer): void {
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(answer.fields ?? {})) {
    const control = form.elements.namedItem(name);
    const line = document.getElementById(`xf-${name}-error`);
    if (!(control instanceof HTMLElement) || !line) continue;
    line.textContent = message;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", line.id);
    first ??= control;
  }
  const summary = form.querySelector(".cv-form-error");
  if (summary) summary.textContent = first ? CHECK_FIELDS : answer.message || FAILED;
  first?.focus();
}

async function send(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const body = {
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
  clearErrors(form);
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { contactMail?: ExchangeContactMail };
      const done = form.parentElement?.querySelector<HTMLElement>(".cv-form-done");
      form.hidden = true;
      if (done) {
        done.textContent =
          EXCHANGE_DONE_TEXTS[answer.contactMail ?? "notAsked"] ?? EXCHANGE_DONE_TEXTS.notAsked;
        done.focus();
      }
      return;
    }
    showErrors(form, (await response.json().catch(() => ({}))) as ErrorAnswer);
  } catch {
    showErrors(form, { message: FAILED });
  } finally {
    if (button) button.disabled = false;
  }
}

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
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    try {
      await send(form, button);
    } finally {
      busy = false;
    }
  });
}
