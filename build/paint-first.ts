/**
 * The built documents' heads, ordered for the first paint. Vite puts the entry script and its
 * many module preloads first; a browser limited to six connections per server (HTTP/1.1) would
 * fetch them before the stylesheet. So the stylesheets move to the top of the head, and in the
 * documents whose markup is already written at build time (build/prerender-documents.ts) the
 * scripts are fetched at low priority: the page is painted and readable without them.
 */
import type { Plugin } from "vite";

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const EMPTY_ROOT = '<div id="root"></div>';
const SCRIPT_OR_PRELOAD = /<(script type="module"|link rel="modulepreload")/g;

export function paintFirst(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  const tags = links.map((link) => `${link.trim()}\n    `).join("");
  const ordered =
    links.length === 0 ? html : html.replace(STYLESHEET, "").replace("<title>", `${tags}<title>`);
  return ordered.includes(EMPTY_ROOT)
    ? ordered
    : ordered.replace(SCRIPT_OR_PRELOAD, '<$1 fetchpriority="low"');
}

export function paintFirstPlugin(): Plugin {
  return {
    name: "cardfolio-paint-first",
    apply: "build",
    transformIndexHtml: { order: "post", handler: paintFirst },
  };
}
