/**
 * Vite's development server answers every page address with index.html; the landing and sign-in
 * pages have documents of their own (core/app-documents.ts), which the app's server sends. This
 * makes the development server send them too, by the same rule.
 */
import type { Plugin } from "vite";
import { documentForPath, hasOwnDocument } from "../core/app-documents";

export function documentsInDevServer(): Plugin {
  return {
    name: "cardfolio-documents-in-dev-server",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = "/", query] = (request.url ?? "/").split("?");
        if (request.headers.accept?.includes("text/html") && hasOwnDocument(path)) {
          request.url = `/${documentForPath(path)}${query === undefined ? "" : `?${query}`}`;
        }
        next();
      });
    },
  };
}
