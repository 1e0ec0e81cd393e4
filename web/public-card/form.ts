/**
 * The card's visitor form, sent in place (server/render/visitor-form.tsx draws it; without this
 * script it is a plain post answered by a redirect back to the page). The answers go as JSON;
 * the thank-you replaces the form, or each refused field shows the server's message beside it.
 */
const FAILED = "Your message could not be sent. Please try again.";
const CHECK_FIELDS = "Your message was not sent. Please check the fields marked below.";
const ANSWER_NAME = /^formData\[(.+)\]$/;

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

/** Each message beside its field (`formData.{id}`); the first such field takes the focus. */
function showErrors(form: HTMLFormElement, answer: ErrorAnswer): void {
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(answer.fields ?? {})) {
    const id = name.startsWith("formData.") ? name.slice("formData.".length) : "";
    const control = form.elements.namedItem(`formData[${id}]`);
    const line = document.getElementById(`vf-${id}-error`);
    if (!(control instanceof HTMLElement) || !line) continue;
    line.textContent = message;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", line.id);
    first ??= control;
  }
  const summary = form.querySelector(".cv-form-error");
  // Beside their fields the messages say it all; above, only that something needs a look.
  if (summary) summary.textContent = first ? CHECK_FIELDS : answer.message || FAILED;
  first?.focus();
}

async function send(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const data = new FormData(form);
  const formData: Record<string, string> = {};
  for (const [name, value] of data) {
    const id = ANSWER_NAME.exec(name)?.[1];
    if (id !== undefined && typeof value === "string") formData[id] = value;
  }
  const body = { cardId: Number(data.get("cardId")), formData, website: String(data.get("website") ?? "") };
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
      const done = form.parentElement?.querySelector<HTMLElement>(".cv-form-done");
      form.hidden = true;
      if (done) {
        done.textContent = form.dataset.thankYou ?? "";
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

export function setUpVisitorForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-visitor-form]");
  if (!form) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let busy = false;
  // The browser's own checks (required, email, pattern) run before this event fires.
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
