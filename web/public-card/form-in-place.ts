/**
 * A card page's form sent in place (the visitor form, 'Share your details'): without this script
 * each is a plain post answered by a redirect back to the page. The fields go as JSON; the
 * confirmation replaces the form, or each refused field shows the server's message beside it and
 * the first such field takes the focus. The browser's own checks (required, email, pattern,
 * length) run before the submit event fires; the server's schema has the last word.
 */
interface ErrorAnswer {
  message?: string;
  fields?: Record<string, string>;
}

export interface InPlaceForm {
  /** The JSON body made of the form's fields. */
  body(data: FormData): unknown;
  /** The control's name and the message line's id of a field the server named, if it is one. */
  fieldOf(name: string): { control: string; line: string } | undefined;
  /** The confirmation shown in the form's place, from the server's answer. */
  doneText(answer: Record<string, unknown>): string;
  /** Above the fields: nothing could be sent, or some fields need a look. */
  failed: string;
  checkFields: string;
}

function clearErrors(form: HTMLFormElement): void {
  for (const line of form.querySelectorAll(".cv-form-error, .cv-field-error")) line.textContent = "";
  for (const control of form.querySelectorAll("[aria-invalid]")) {
    control.removeAttribute("aria-invalid");
    control.removeAttribute("aria-describedby");
  }
}

function showErrors(form: HTMLFormElement, spec: InPlaceForm, answer: ErrorAnswer): void {
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(answer.fields ?? {})) {
    const field = spec.fieldOf(name);
    const control = field && form.elements.namedItem(field.control);
    const line = field && document.getElementById(field.line);
    if (!(control instanceof HTMLElement) || !line) continue;
    line.textContent = message;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", line.id);
    first ??= control;
  }
  const summary = form.querySelector(".cv-form-error");
  // Beside their fields the messages say it all; above, only that something needs a look.
  if (summary) summary.textContent = first ? spec.checkFields : answer.message || spec.failed;
  first?.focus();
}

async function send(form: HTMLFormElement, spec: InPlaceForm, button: HTMLButtonElement | null) {
  const body = spec.body(new FormData(form));
  clearErrors(form);
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) return showErrors(form, spec, answer);
    const done = form.parentElement?.querySelector<HTMLElement>(".cv-form-done");
    form.hidden = true;
    if (done) {
      done.textContent = spec.doneText(answer);
      done.focus();
    }
  } catch {
    showErrors(form, spec, { message: spec.failed });
  } finally {
    if (button) button.disabled = false;
  }
}

/** Sends `form` in place from now on; a second submit while one is on its way is ignored. */
export function sendInPlace(form: HTMLFormElement, spec: InPlaceForm): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    try {
      await send(form, spec, button);
    } finally {
      busy = false;
    }
  });
}
