/**
 * The scheduling action under an assistant message that carries schedulingInfo:
 * the visitor confirms a name and an email (prefilled from what the conversation gave), the
 * server asks the scheduling service for a single-use link, and the link opens in a new tab.
 * A browser that blocks the new tab still leaves the link to click.
 */
import type { ChatMessageOnWire } from "../../../core/salesbot/chat-api";
import { requestSchedulingLink } from "./chat-client";
import { element } from "./message-body";

type SchedulingInfo = NonNullable<ChatMessageOnWire["schedulingInfo"]>;

let formCount = 0;

function field(label: string, type: string, value: string | undefined, required: boolean) {
  const id = `pc-schedule-${++formCount}`;
  const wrapper = element("div", "pc-field");
  const caption = element("label", "pc-label", label);
  caption.htmlFor = id;
  const input = element("input", "pc-input");
  input.id = id;
  input.type = type;
  input.required = required;
  input.maxLength = type === "email" ? 254 : 200;
  input.value = value ?? "";
  input.autocomplete = type === "email" ? "email" : type === "tel" ? "tel" : "name";
  wrapper.append(caption, input);
  return { wrapper, input };
}

export interface SchedulingContext {
  cardId: number;
  sessionId: () => string | undefined;
  visitorName: () => string | undefined;
}

export function schedulingAction(info: SchedulingInfo, context: SchedulingContext): HTMLElement {
  const box = element("div", "pc-schedule");
  const open = element("button", "pc-action", "Schedule a meeting");
  open.type = "button";
  open.setAttribute("aria-expanded", "false");
  const form = element("form", "pc-schedule-form");
  form.hidden = true;
  form.noValidate = false;
  const name = field("Your name", "text", context.visitorName(), true);
  const email = field("Your email", "email", info.email, true);
  const phone = field("Your phone (optional)", "tel", info.phone, false);
  const submit = element("button", "pc-action pc-primary", "Get scheduling link");
  submit.type = "submit";
  const outcome = element("p", "pc-schedule-outcome");
  outcome.setAttribute("role", "status");
  form.append(name.wrapper, email.wrapper, phone.wrapper, submit, outcome);
  box.append(open, form);

  open.addEventListener("click", () => {
    form.hidden = !form.hidden;
    open.setAttribute("aria-expanded", String(!form.hidden));
    if (!form.hidden) name.input.focus();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submit.disabled = true;
    outcome.textContent = "Creating your scheduling link...";
    try {
      const url = await requestSchedulingLink(context.cardId, {
        eventTypeUri: info.eventTypeUri,
        name: name.input.value.trim(),
        email: email.input.value.trim(),
        phone: phone.input.value.trim() || undefined,
        notes: info.suggestedMessage,
        sessionId: context.sessionId(),
      });
      outcome.textContent = "";
      const link = element("a", "pc-link", "Open scheduling page");
      link.href = url;
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      outcome.append("Your scheduling link is ready: ", link);
      const tab = window.open(url, "_blank");
      if (tab) tab.opener = null;
      else link.focus();
    } catch (error) {
      outcome.textContent = (error as Error).message;
    } finally {
      submit.disabled = false;
    }
  });
  return box;
}
