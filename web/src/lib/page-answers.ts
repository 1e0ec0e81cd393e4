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

/** The reads the page in this tab came with, while they are still its load's (see below). */
const thisLoadsReads = new Set<string>();

/**
 * Counts the page's answers as the reads of this load, in the browser that took the page over:
 * a read the product makes afresh at every load (the card list) was made for this
 * one by the server a moment ago, so the screens opening now do not ask again. The first
 * navigation in the app ends that load (forgetThisLoadsReads).
 */
export function countAsThisLoadsReads(answers: PageAnswers): void {
  for (const path of Object.keys(answers)) thisLoadsReads.add(path);
}

export function forgetThisLoadsReads(): void {
  thisLoadsReads.clear();
}

/** Whether the read of this query key (its address) came with the page, at this load. */
export function isThisLoadsRead(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === "string" && thisLoadsReads.has(queryKey[0]);
}
