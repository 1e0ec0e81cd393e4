import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswers, parsePageAnswers } from "@core/page-answers";
import type { QueryClient } from "@tanstack/react-query";

/** The answers a page written by the server came with (core/page-answers.ts), if it did. */
export function readPageAnswers(): PageAnswers | undefined {
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  return element?.textContent ? parsePageAnswers(element.textContent) : undefined;
}

/**
 * Holds each answer as its read's data (every read's query key is its address), so that the
 * screens render at once with what the page was written with, as the server rendered them.
 */
export function holdPageAnswers(queryClient: QueryClient, answers: PageAnswers): void {
  for (const [path, data] of Object.entries(answers)) queryClient.setQueryData([path], data);
}
