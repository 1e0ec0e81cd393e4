/**
 * Puts a signature on the clipboard as both HTML (what an email app's signature box pastes, with
 * its links, colours and pictures) and plain text (for apps that paste text only). Resolves
 * false when the browser has no such clipboard or refuses, so the caller can offer Ctrl+C on
 * the selected preview instead.
 */
import type { EmailSignature } from "@core/email-signature";

export async function copySignature({ html, text }: EmailSignature): Promise<boolean> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === "undefined") return false;
  try {
    await navigator.clipboard.write([
      new ClipboardItem({
        "text/html": new Blob([html], { type: "text/html" }),
        "text/plain": new Blob([text], { type: "text/plain" }),
      }),
    ]);
    return true;
  } catch {
    return false;
  }
}
