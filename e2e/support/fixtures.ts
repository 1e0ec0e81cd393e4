/**
 * Playwright's test runner as the specs use it: `test`, `expect` and the page type, imported from
 * here so that fixtures shared by every spec have one place to be added. The helpers live beside
 * it by purpose: sign-in.ts, toasts.ts, a11y.ts, reset-mails.ts.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";

export type { Locator, Page };
export { expect, test };
