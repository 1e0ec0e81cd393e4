/**
 * Writes the markup of the pages that have a document of their own (the landing and sign-in
 * pages, core/app-documents.ts), and the app shell's loading spinner, into those documents while
 * the app is built: the React components are run once on Node through a Vite server of the same
 * aliases, by the module's `prerender(documentName)` (web/src/entries/prerender.tsx). A page's
 * root is marked readable (paint-first.ts); the spinner's is not. The documents are finished
 * before the service worker's file list and the compressed copies are made from them.
 */
import { basename } from "node:path";
import { type AliasOptions, createServer, type Plugin } from "vite";
import { READABLE_ROOT } from "../core/app-documents";

const EMPTY_ROOT = '<div id="root"></div>';

export function prerenderDocuments({
  root,
  module,
  alias,
}: {
  /** Vite's root (web/). */
  root: string;
  /** The module, from the root, that exports `prerender`. */
  module: string;
  alias: AliasOptions;
}): Plugin {
  return {
    name: "cardfolio-prerender-documents",
    apply: "build",
    transformIndexHtml: {
      order: "pre",
      async handler(html, context) {
        if (!html.includes(EMPTY_ROOT)) return html;
        const server = await createServer({
          configFile: false,
          root,
          resolve: { alias },
          appType: "custom",
          logLevel: "error",
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { prerender } = (await server.ssrLoadModule(module)) as {
            prerender: (document: string) => { markup: string; readable: boolean } | undefined;
          };
          const written = prerender(basename(context.filename));
          if (written === undefined) return html;
          const root = written.readable ? READABLE_ROOT : '<div id="root">';
          return html.replace(EMPTY_ROOT, `${root}${written.markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
