/** What the organisation specs make through the HTTP API, with names no other test or project meets. */
import { expect, type Page, test } from "./fixtures";

/** "d" (desktop) or "p" (phone), and a few letters more: names made by one test never meet another's. */
export function uniqueTag(name: string): string {
  return `${test.info().project.name.slice(0, 1)}-${name}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A POST with the page's cookies that must answer 201; its answer. */
export async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}
