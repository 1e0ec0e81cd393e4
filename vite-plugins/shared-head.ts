/**
 * The head every document of the app shares (the shell, and the landing and sign-in pages' own
 * documents), written once here and put at the top of each one's head; each document names only
 * its title. The description and the brand colour are the app manifest's too (vite.config.ts).
 */
import type { HtmlTagDescriptor, Plugin } from "vite";

export const APP_DESCRIPTION = "Create, customise and share professional digital business cards.";
export const BRAND_COLOR = "#b7791f";

const SHARED_HEAD: HtmlTagDescriptor[] = [
  { tag: "meta", attrs: { charset: "UTF-8" } },
  { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1.0" } },
  { tag: "meta", attrs: { name: "description", content: APP_DESCRIPTION } },
  { tag: "meta", attrs: { name: "theme-color", content: BRAND_COLOR } },
  { tag: "link", attrs: { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } },
  // Applies the remembered theme before the first paint: a script of its own, as the
  // Content-Security-Policy allows no inline script.
  { tag: "script", attrs: { src: "/theme-init.js" } },
].map((tag) => ({ ...tag, injectTo: "head-prepend" as const }));

export function sharedHead(): Plugin {
  return {
    name: "cardfolio-shared-head",
    transformIndexHtml: { order: "pre", handler: () => SHARED_HEAD },
  };
}
