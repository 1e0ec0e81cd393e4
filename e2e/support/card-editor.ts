/**
 * Opening the full card editor, for the specs that work in it. With `clock`, the page's clock
 * is installed before the editor loads and then stopped: the editor's autosave (1 s after the last
 * edit) fires only when the test moves the clock, so an edit stays unsaved as long as the test
 * needs, and moving the clock proves when a save goes. Resume the clock before a reload or an
 * accessibility check: both wait on the page's own timers and frames.
 */
import { expect, type Page } from "./fixtures";

export async function openCardEditor(page: Page, cardId: number, { clock = false } = {}): Promise<void> {
  if (clock) await page.clock.install();
  await page.goto(`/card-editor/${cardId}`);
  await expect(page.getByRole("heading", { name: "Card Editor", level: 1 })).toBeVisible();
  if (clock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** The editor's one save status line, in its header. */
export function saveStatus(page: Page) {
  return page.locator("[data-card-editor] header").getByRole("status");
}
