/**
 * Builds the signed-in screens the server writes (web/src/entries/app-server.tsx) for Node, after
 * the app's build, into a dot folder of the build (`.server/app-server.js`): dot folders are
 * neither precached by the service worker, compressed (precompress.ts) nor served
 * (server/plugins/web-app.ts). It holds its libraries too (React's server renderer, the router,
 * the UI kit): the build folder may be served from anywhere (WEB_DIST_DIR), away from
 * node_modules. The stylesheets the screens import are the browser build's (linked by
 * server/render/app-page.ts from the app's manifest).
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { buildAfterApp } from "./build-after-app";

/** Where the bundle goes inside the build folder, and its file: the server's side of the same rule. */
export const APP_SERVER_DIR = ".server";
export const APP_SERVER_FILE = "app-server.js";

export function appServerBundle(entry: string): Plugin {
  return buildAfterApp(
    {
      name: "cardfolio:app-server-bundle",
      apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    },
    (app) => ({
      ssr: { noExternal: true, target: "node" },
      // React's production renderer, whatever NODE_ENV the server runs with (the libraries
      // inside choose theirs by it).
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        ssr: entry,
        outDir: join(app.build.outDir, APP_SERVER_DIR),
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: APP_SERVER_FILE } },
      },
    }),
  );
}
