/** The app's toasts, found by their title in the notifications region. */
import { expect, type Locator, type Page } from "./fixtures";

/** The toast with this title in the notifications region (not Radix's screen-reader copy). */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: typeof title === "string" }) });
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const item = toast(page, title).last();
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}
