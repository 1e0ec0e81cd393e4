/**
 * The API answers a page written by the server carries (server/render/app-page.ts): the reads its
 * screens make as they open, keyed by address, so that the browser takes the page over with the
 * same data it was written with, without asking again (web/src/main.tsx). They travel as JSON in a
 * non-executable script element, which the content security policy allows.
 */
export const PAGE_ANSWERS_ELEMENT_ID = "page-answers";

/** Answers by read address (`/api/user` → the signed-in user). */
export type PageAnswers = Record<string, unknown>;

/**
 * The answers as the text of a `<script type="application/json">`: `<` is escaped, so that no
 * value (a card's name, say) can close the element or open a comment inside it.
 */
export function pageAnswersScript(answers: PageAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/** The answers read back from that element's text; undefined when it is not an object of answers. */
export function parsePageAnswers(text: string): PageAnswers | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as PageAnswers)
      : undefined;
  } catch {
    return undefined;
  }
}
