/**
 * The Content-Security-Policy of the public card page. No inline script anywhere (the
 * enhancement script is a file of ours); inline styles are needed for the card's theme
 * properties and the scoped custom CSS, which is sanitised and can run nothing. Google Maps
 * is allowed only when a maps key is configured, and only on this page.
 */
import { cspHeader } from "../lib/csp";

const MAPS_SCRIPTS = ["https://maps.googleapis.com", "https://maps.gstatic.com"];

export function publicPageCsp(mapsEnabled: boolean): string {
  const maps = mapsEnabled ? MAPS_SCRIPTS : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...maps],
    "style-src": ["'self'", "'unsafe-inline'", ...(mapsEnabled ? ["https://fonts.googleapis.com"] : [])],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:", ...(mapsEnabled ? ["https://fonts.gstatic.com"] : [])],
    // Card videos that are not YouTube or Vimeo play from their own site.
    "media-src": ["'self'", "https:"],
    "connect-src": ["'self'", ...maps],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", ...(mapsEnabled ? ["blob:"] : [])],
    // YouTube and Vimeo players, sandboxed by the card; the card's embed codes, each in a
    // sandboxed document of our own (/embed/{slug}/{index}, decision 008).
    "frame-src": ["'self'", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return cspHeader(directives);
}
