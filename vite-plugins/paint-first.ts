/**
 * The built documents' heads, ordered for the first paint. Vite puts the entry script and its
 * many module preloads first; a browser limited to six connections per server (HTTP/1.1) would
 * fetch them before the stylesheet. So the stylesheets move to the top of the head, and in the
 * documents whose page is already written at build time (vite-plugins/prerender-documents.ts marks their
 * root `data-readable`) the scripts are fetched at low priority: the page is painted and readable
 * without them. The app's shell, which holds only a loading spinner, needs its scripts at once.
 */
import type { Plugin } from "vite";
import { READABLE_ROOT } from "../core/app-documents";

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const SCRIPT_OR_PRELOAD = /<(script type="module"|link rel="modulepreload")/g;

export function paintFirst(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  const tags = links.map((link) => `${link.trim()}\n    `).join("");
  const ordered =
    links.length === 0 ? html : html.replace(STYLESHEET, "").replace("<title>", `${tags}<title>`);
  return ordered.includes(READABLE_ROOT)
    ? ordered.replace(SCRIPT_OR_PRELOAD, '<$1 fetchpriority="low"')
    : ordered;
}

export function paintFirstPlugin(): Plugin {
  return {
    name: "cardfolio-paint-first",
    apply: "build",
    transformIndexHtml: { order: "post", handler: paintFirst },
  };
}
