/**
 * What a model's reply must not carry out of the conversation (issue 17): the system prompt's
 * canary, or any long stretch of the prompt itself. Checked on the text as it streams, with the
 * text forwarded to the visitor only up to LEAK_WINDOW characters behind what has been checked, so
 * a leak is caught before any of it is shown.
 */

/**
 * The prompt is indexed in windows of this length every STEP characters, so any verbatim copy of
 * LEAK_WINDOW + STEP (56) characters or more (case and spacing aside) is caught.
 */
export const LEAK_WINDOW = 48;

/** What the visitor reads instead of a reply that leaked. */
export const SAFE_REFUSAL =
  "I'm here to help with questions about our services and how to get in touch. What would you like to know?";

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

export function createLeakCheck(systemPrompt: string, canary: string) {
  const prompt = normalise(systemPrompt);
  // Every window of the prompt, stepped: a verbatim copy of LEAK_WINDOW + STEP characters
  // contains at least one whole stepped window.
  const STEP = 8;
  const windows = new Set<string>();
  for (let i = 0; i + LEAK_WINDOW <= prompt.length; i += STEP) windows.add(prompt.slice(i, i + LEAK_WINDOW));
  const lowerCanary = canary.toLowerCase();

  return function leaks(reply: string): boolean {
    const text = normalise(reply);
    if (text.includes(lowerCanary)) return true;
    for (let i = 0; i + LEAK_WINDOW <= text.length; i++) {
      if (windows.has(text.slice(i, i + LEAK_WINDOW))) return true;
    }
    return false;
  };
}
