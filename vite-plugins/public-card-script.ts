/**
 * Builds the public card page's script (web/public-card/enhance.ts) on its own, after the app's
 * build, into the same folder with its own Vite manifest (.vite/manifest.json, read by
 * server/render/page-assets.ts). As an entry of the app's build it would share every module it
 * has in common with the app (core's install steps, the worker's protocol) as separate chunks:
 * more requests on the page whose first load is budgeted at 15 KB and one file. Built alone,
 * it is one self-contained file.
 *
 * Runs before vite-plugin-pwa's worker build (order "pre", sequential), so the worker precaches it.
 */
import type { Plugin } from "vite";
import { buildAfterApp } from "./build-after-app";

export function publicCardScript(entry: string): Plugin {
  return buildAfterApp({ name: "cardfolio:public-card-script", apply: "build" }, (app) => ({
    build: {
      outDir: app.build.outDir,
      emptyOutDir: false,
      sourcemap: false,
      manifest: true,
      rollupOptions: { input: { "public-card": entry } },
    },
  }));
}
