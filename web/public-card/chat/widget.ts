/**
 * The sales assistant's chat on the public card, loaded when a
 * visitor first opens the bubble (web/public-card/enhance.ts). Closed, open with a minimise
 * toggle, loading. The welcome is fetched on the first open (a default greeting if that fails),
 * a stored session continues after a reload unless it has been idle past CHAT_SESSION_IDLE_MS
 * (then, as on the server, it is over), 'Start a new conversation' forgets it on request (for the
 * next person on a shared device), replies stream in as they are written, and each
 * assistant message shows its media, up to 3 suggested questions (on the latest), the CTA
 * buttons core's rules allow at that point, and a scheduling action when it offers a meeting.
 *
 * The panel is a labelled region, not a modal: the card stays usable beside it. Focus goes to the
 * message field on open; Escape minimises and gives focus back to the bubble. New assistant
 * messages are announced once, when complete, through a polite live region.
 */
import type { ChatMessageOnWire } from "../../../core/salesbot/chat-api";
import { CHAT_FAILURE_REPLY, CHAT_MESSAGE_MAX, DEFAULT_GREETING } from "../../../core/salesbot/chat-limits";
import type { CtaButton } from "../../../core/salesbot/chat-types";
import { extractContactDetails } from "../../../core/salesbot/contact-details";
import { visibleCtaButtons } from "../../../core/salesbot/cta-visibility";
import css from "./chat.css?inline";
import { ChatRefusal, fetchPublicConfig, fetchWelcome, recordCtaClick, sendMessage } from "./chat-client";
import { element, messageBody } from "./message-body";
import { newConversationButton } from "./new-conversation-button";
import { schedulingAction } from "./scheduling";
import { forgetSession, isIdle, storedSession, storeSession } from "./session-store";

const NOT_AVAILABLE = "The assistant is not available right now. Please use the contact details on the card.";
/** The counter shows once a message nears the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

const now = () => new Date().toISOString();

export function mountChat(bubble: HTMLButtonElement, cardId: number): void {
  const panelId = bubble.getAttribute("aria-controls") ?? "";
  const panel = document.getElementById(panelId);
  const host = bubble.closest<HTMLElement>(".pp-chat");
  if (!panel || !host) return;
  const botName = host.dataset.botName ?? "Assistant";
  const avatarUrl = host.dataset.avatarUrl;

  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);

  /* ---- The panel's parts ---- */
  const header = element("div", "pc-head");
  if (avatarUrl) {
    const avatar = element("img", "pc-avatar");
    avatar.src = avatarUrl;
    avatar.alt = "";
    avatar.width = 32;
    avatar.height = 32;
    header.append(avatar);
  }
  const title = element("h2", "pc-title", botName);
  title.id = `${panelId}-title`;
  const minimise = element("button", "pc-icon-button", "\u2212");
  minimise.type = "button";
  minimise.setAttribute("aria-label", "Minimise chat");
  const restart = newConversationButton();
  header.append(title, restart, minimise);

  const log = element("div", "pc-log");
  log.tabIndex = 0;
  log.setAttribute("aria-label", "Conversation");
  const announcer = element("p", "pc-sr-only");
  announcer.setAttribute("aria-live", "polite");

  const form = element("form", "pc-form");
  const input = element("input", "pc-message");
  input.type = "text";
  input.id = `${panelId}-message`;
  input.maxLength = CHAT_MESSAGE_MAX;
  input.autocomplete = "off";
  input.placeholder = "Type your message...";
  input.setAttribute("aria-label", `Message ${botName}`);
  const send = element("button", "pc-send", "Send");
  send.type = "submit";
  const counter = element("span", "pc-counter");
  counter.id = `${panelId}-counter`;
  counter.setAttribute("aria-live", "polite");
  input.setAttribute("aria-describedby", counter.id);
  form.append(input, send, counter);

  panel.setAttribute("aria-labelledby", title.id);
  panel.removeAttribute("aria-label");
  panel.replaceChildren(header, log, announcer, form);

  /* ---- State ---- */
  /** What the visitor sees, the greeting first: CTA rules and the visitor's name read it. */
  const conversation: ChatMessageOnWire[] = [];
  let ctaButtons: CtaButton[] = [];
  const stored = storedSession(cardId);
  let sessionId = stored?.id;
  /** When this conversation's last message was answered: past the idle limit it is over. */
  let lastActivity = stored?.at ?? 0;
  /** Counts fresh starts: an answer that arrives for an earlier conversation is dropped. */
  let generation = 0;
  let started = false;
  let busy = false;

  const visitorName = () => {
    let name: string | undefined;
    for (const m of conversation) if (m.role === "user") name = extractContactDetails(m.content).name ?? name;
    return name;
  };

  function scrollToEnd(): void {
    log.scrollTop = log.scrollHeight;
  }

  function setBusy(value: boolean): void {
    busy = value;
    send.disabled = value;
    log.setAttribute("aria-busy", String(value));
  }

  /** Suggested questions belong to the latest assistant message only. */
  function dropSuggestions(): void {
    for (const row of log.querySelectorAll(".pc-suggestions")) row.remove();
  }

  function ctaRow(turns: readonly ChatMessageOnWire[]): HTMLElement | undefined {
    const shown = visibleCtaButtons(ctaButtons, turns);
    if (shown.length === 0) return undefined;
    const row = element("div", "pc-ctas");
    for (const button of shown) {
      // The server checked the address when it was saved; a stored row is still read with care.
      if (!/^https?:\/\//i.test(button.url)) continue;
      const link = element("a", "pc-action pc-primary", button.name);
      link.href = button.url;
      link.target = "_blank";
      link.rel = "noopener noreferrer";
      link.title = button.description;
      link.addEventListener("click", () => recordCtaClick(cardId, button.name, button.url));
      row.append(link);
    }
    return row;
  }

  function suggestionRow(questions: readonly string[]): HTMLElement | undefined {
    if (questions.length === 0) return undefined;
    const row = element("div", "pc-suggestions");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "Suggested questions");
    for (const question of questions.slice(0, 3)) {
      const button = element("button", "pc-suggestion", question);
      button.type = "button";
      button.addEventListener("click", () => void ask(question));
      row.append(button);
    }
    return row;
  }

  /** Appends a message; `turns` is the conversation up to it, which decides its CTA buttons. */
  function appendMessage(message: ChatMessageOnWire, turns: readonly ChatMessageOnWire[], latest: boolean) {
    const bot = message.role === "assistant";
    const item = element("div", `pc-msg ${bot ? "pc-bot" : "pc-user"}`);
    item.append(element("span", "pc-sr-only", bot ? `${botName}: ` : "You: "));
    item.append(messageBody(message.content, bot));
    if (bot) {
      const extras = [
        message.schedulingInfo &&
          schedulingAction(message.schedulingInfo, { cardId, sessionId: () => sessionId, visitorName }),
        ctaRow(turns),
        latest ? suggestionRow(message.suggestedQuestions ?? []) : undefined,
      ];
      for (const extra of extras) if (extra) item.append(extra);
    }
    log.append(item);
    return item;
  }

  /** A local notice in the assistant's place (failures, refusals): shown, never sent back. */
  function appendNotice(text: string): void {
    const item = element("div", "pc-msg pc-bot pc-notice");
    item.append(messageBody(text, false));
    log.append(item);
    announcer.textContent = text;
  }

  /**
   * Forgets the conversation, in the page and in the browser's storage, and shows the greeting
   * again: the next message starts a new conversation on the server.
   */
  function startOver(): void {
    generation++;
    forgetSession(cardId);
    sessionId = undefined;
    lastActivity = 0;
    const greeting = conversation[0];
    // Not started, or the assistant is not available: nothing shown to clear.
    if (!greeting) return;
    conversation.length = 0;
    conversation.push(greeting);
    log.replaceChildren();
    appendMessage(greeting, [greeting], true);
    setBusy(false);
    scrollToEnd();
  }

  async function start(): Promise<void> {
    started = true;
    const mine = generation;
    setBusy(true);
    const loading = element("p", "pc-loading", "Loading...");
    log.append(loading);
    const [config, welcome] = await Promise.allSettled([
      fetchPublicConfig(cardId),
      fetchWelcome(cardId, sessionId ?? null),
    ]);
    loading.remove();
    // A configuration that cannot be read means the bot is disabled.
    if (config.status === "rejected" || !config.value.isEnabled) {
      appendNotice(NOT_AVAILABLE);
      input.disabled = true;
      send.disabled = true;
      return;
    }
    ctaButtons = config.value.ctaButtons;
    const greeting: ChatMessageOnWire =
      welcome.status === "fulfilled"
        ? welcome.value.message
        : { role: "assistant", content: DEFAULT_GREETING, timestamp: now() };
    // Started over while loading: the earlier conversation is not shown.
    const earlier = welcome.status === "fulfilled" && mine === generation ? welcome.value.history : [];
    // A session the server no longer knows starts over (the next message gets a new id).
    if (welcome.status === "fulfilled" && sessionId && earlier.length === 0) sessionId = undefined;
    for (const [index, message] of [greeting, ...earlier].entries()) {
      conversation.push(message);
      appendMessage(message, [...conversation], index === earlier.length);
    }
    announcer.textContent = earlier.length === 0 ? greeting.content : "";
    setBusy(false);
    scrollToEnd();
  }

  async function ask(text: string): Promise<void> {
    const message = text.trim();
    if (busy || message === "") return;
    // Idle past the limit while the page stayed open: that conversation is over.
    if (sessionId && isIdle(lastActivity)) startOver();
    const mine = generation;
    setBusy(true);
    dropSuggestions();
    const sent: ChatMessageOnWire = { role: "user", content: message, timestamp: now() };
    appendMessage(sent, [], false);
    input.value = "";
    updateCounter();
    const pending = element("div", "pc-msg pc-bot pc-pending");
    // Until the first words arrive the bubble says who is typing, and screen readers hear it once.
    const typingNote = `${botName} is typing\u2026`;
    const typing = element("p", "pc-text pc-typing", typingNote);
    pending.append(typing);
    log.append(pending);
    announcer.textContent = typingNote;
    scrollToEnd();
    try {
      const answer = await sendMessage(cardId, { message, sessionId }, (soFar) => {
        typing.textContent = soFar;
        scrollToEnd();
      });
      if (mine !== generation) return;
      sessionId = answer.sessionId;
      lastActivity = Date.now();
      storeSession(cardId, { id: answer.sessionId, at: lastActivity });
      pending.remove();
      conversation.push(sent, answer.message);
      appendMessage(answer.message, [...conversation], true);
      announcer.textContent = `${botName}: ${answer.message.content}`;
    } catch (error) {
      if (mine !== generation) return;
      pending.remove();
      appendNotice(error instanceof ChatRefusal ? error.message : CHAT_FAILURE_REPLY);
    } finally {
      if (mine === generation) {
        setBusy(false);
        scrollToEnd();
        input.focus();
      }
    }
  }

  function updateCounter(): void {
    const length = input.value.length;
    counter.textContent = length >= COUNTER_FROM ? `${length}/${CHAT_MESSAGE_MAX}` : "";
  }

  /* ---- Open, minimise ---- */
  function setOpen(open: boolean): void {
    panel!.hidden = !open;
    bubble.hidden = open;
    bubble.setAttribute("aria-expanded", String(open));
    if (open) {
      input.focus();
      if (!started) void start();
      scrollToEnd();
    } else {
      bubble.focus();
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void ask(input.value);
  });
  input.addEventListener("input", updateCounter);
  minimise.addEventListener("click", () => setOpen(false));
  restart.addEventListener("click", () => {
    startOver();
    announcer.textContent = "Started a new conversation.";
    if (!input.disabled) input.focus();
  });
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") setOpen(false);
  });
  bubble.addEventListener("click", () => setOpen(bubble.getAttribute("aria-expanded") !== "true"));
  setOpen(true);
}
