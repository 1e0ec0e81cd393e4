/**
 * The website button: a link to the card that its owner pastes into their own site, marked as
 * the 'embed' source. Plain HTML with inline styles, so it looks the same in any site builder
 * and needs no script or frame (the card page refuses to be framed elsewhere).
 */

import { readableTextColor } from "./colors";
import { escapeHtml } from "./html-escape";

export const WEBSITE_BUTTON_TEXT = "View my digital business card";

export function websiteButtonHtml({ url, color }: { url: string; color: string }): string {
  const style = [
    "display:inline-block",
    "padding:12px 20px",
    "border-radius:8px",
    `background:${color}`,
    `color:${readableTextColor(color)}`,
    "font:600 15px/1.2 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
    "text-decoration:none",
  ].join(";");
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="${style}">${WEBSITE_BUTTON_TEXT}</a>`;
}
