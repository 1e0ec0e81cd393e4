/**
 * Which HTML document of the web build answers a page address. The landing page and the sign-in
 * page each have a light document of their own (no client router, none of the signed-in
 * screens' code), so a first visit on a phone loads little; every other page is the
 * single-page app's shell. The server sends these documents and the service worker falls back
 * to them offline, by this one rule.
 */
const APP_SHELL_DOCUMENT = "index.html";

const OWN_DOCUMENTS: Readonly<Record<string, string>> = {
  "/": "landing.html",
  "/auth": "auth.html",
};

/** Every document of the build, the shell's included. */
export const APP_DOCUMENTS: readonly string[] = [APP_SHELL_DOCUMENT, ...Object.values(OWN_DOCUMENTS)];

/** The document for a path (no query): "/auth/" is "/auth", as the client router reads it. */
export function documentForPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return OWN_DOCUMENTS[path] ?? APP_SHELL_DOCUMENT;
}

/** Whether a page at this path has a document of its own (the app shell must load it anew). */
export function hasOwnDocument(pathname: string): boolean {
  return documentForPath(pathname) !== APP_SHELL_DOCUMENT;
}

/**
 * The root element of a document whose page is already written in it (at build time, or by the
 * server): it paints and reads without its scripts.
 */
export const READABLE_ROOT = '<div id="root" data-readable>';
