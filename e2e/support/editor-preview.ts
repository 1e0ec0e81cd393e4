/** The full card editor's live preview of the card being edited. */
import { expect, type Page } from "./fixtures";

/** The preview's card root (CardView), which carries the theme as data-theme. */
export const editorPreview = (page: Page) => page.locator("#card-editor-preview");

/** Shows the editor's preview: on a phone it sits behind a toggle. */
export async function showEditorPreview(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Show preview" });
  if (await toggle.isVisible()) await toggle.click();
  await expect(editorPreview(page)).toBeVisible();
}
