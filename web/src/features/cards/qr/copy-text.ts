/**
 * Copies text with the Clipboard API. Resolves false when the API is missing (plain HTTP,
 * older browsers) or the browser refuses, so the caller can offer manual copying instead.
 */
export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects the text of an element, so that the user can copy it with the keyboard. */
export function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
