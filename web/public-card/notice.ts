/**
 * The page's toast-style messages: a short status line ('Link copied') and
 * the failures the spec names ('Map cannot be loaded: …', 'Download failed: …'). Both
 * elements are in the server's HTML from the start (server/render/card-page.tsx), so screen
 * readers announce what is written into them: the status politely, a failure at once.
 */
const STATUS_MS = 3000;
/** Toasts dismiss themselves after 5 seconds. */
const FAILURE_MS = 5000;

const timers = new Map<string, number>();

function show(selector: string, message: string, ms: number): void {
  const line = document.querySelector<HTMLElement>(selector);
  if (!line) return;
  line.textContent = message;
  clearTimeout(timers.get(selector));
  timers.set(
    selector,
    window.setTimeout(() => {
      line.textContent = "";
    }, ms),
  );
}

export const say = (message: string) => show(".pp-status", message, STATUS_MS);
export const fail = (message: string) => show(".pp-alert", message, FAILURE_MS);
