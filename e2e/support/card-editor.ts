/**
 * The full card editor, for the specs that work in it: opening it (on a new card of a signed-in
 * user, if asked), its tabs and its fields; its preview is in editor-preview.ts.
 *
 * With `clock`, the page's clock is installed before the editor loads and then stopped: the
 * editor's autosave (1 s after the last edit) fires only when the test moves the clock, so an
 * edit stays unsaved as long as the test needs, and moving the clock proves when a save goes.
 * Resume the clock before a reload or an accessibility check: both wait on the page's own timers
 * and frames.
 */
import { type BusinessCard, type CardSeed, createCard } from "./cards";
import { expect, type Page } from "./fixtures";
import { signIn } from "./sign-in";
import type { FixtureUser } from "./users";

/** Every tab of the full editor, in order, as a user with every feature (level 4) sees them. */
export const EDITOR_TABS = [
  "Basic Info",
  "Design",
  "Gallery",
  "Social",
  "Buttons",
  "PWA Settings",
  "Form",
  "Advanced",
];

export async function openCardEditor(page: Page, cardId: number, { clock = false } = {}): Promise<void> {
  if (clock) await page.clock.install();
  await page.goto(`/card-editor/${cardId}`);
  await expect(page.getByRole("heading", { name: "Card Editor", level: 1 })).toBeVisible();
  if (clock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Signs in as `user`, makes a card of `seed` and opens its editor. */
export async function openNewCardInEditor(
  page: Page,
  user: FixtureUser,
  seed: CardSeed,
  { clock = false } = {},
): Promise<BusinessCard> {
  await signIn(page, user);
  const card = await createCard(page, seed);
  await openCardEditor(page, card.id, { clock });
  return card;
}

/** Opens the editor's tab of this name and waits until it is the selected one. */
export async function openEditorTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** A field of the open tab, by its exact label (the preview has an "About" region too). */
export const editorField = (page: Page, label: string) =>
  page.getByRole("tabpanel").getByLabel(label, { exact: true });

/** The editor's one save status line, in its header. */
export function saveStatus(page: Page) {
  return page.locator("[data-card-editor] header").getByRole("status");
}
