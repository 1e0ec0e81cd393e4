/**
 * The document an embed code runs in (docs/decisions/008): the owner's HTML as it is, in a
 * page of its own whose Content-Security-Policy sandboxes it without `allow-same-origin`.
 * The frame's origin is therefore opaque, whether the public page frames it (whose iframe
 * carries the same sandbox) or someone opens the address directly: the app's cookies are
 * never sent with its requests (SameSite, and an opaque origin is cross-site), its answers
 * cannot be read (no CORS), its writes are refused (Origin "null" is cross-site, see
 * server/plugins/security.ts), and the app's storage, DOM and top window are out of reach.
 * What the embed itself loads is not restricted: a widget brings its own scripts, styles,
 * frames and connections, and the sandbox, not the source list, is the boundary.
 */
import { EMBED_SANDBOX } from "../../../core/embed-codes";
import { cspHeader } from "../../lib/csp";

const ANY = ["*", "data:", "blob:", "'unsafe-inline'", "'unsafe-eval'"];

export const EMBED_CSP = cspHeader({
  sandbox: EMBED_SANDBOX.split(" "),
  "default-src": ANY,
  "form-action": ["*"],
  // Framed by the public card page only (and by nothing on another site).
  "frame-ancestors": ["'self'"],
});

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/** A page around the snippet: no margins, so the frame's box is the widget's. */
export function embedDocument(title: string, html: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    "<style>html,body{margin:0;padding:0}body{font-family:system-ui,sans-serif}</style>" +
    `</head><body>${html}</body></html>`
  );
}

export const EMBED_NOT_FOUND = embedDocument("Embed not found", "<p>This embed is not available.</p>");
