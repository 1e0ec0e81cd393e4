import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("./web"),
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (web/service-worker/, decision 015): built as /service-worker.js with the
    // list of this build's files injected for Workbox to precache. Registered by our own code
    // (web/src/features/offline/worker.ts, web/public-card/install.ts), not by the plugin.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "service-worker",
      filename: "service-worker.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The administrators' spreadsheet reader is large and rarely used: fetched when needed.
        globIgnores: ["**/exceljs*", "**/parse-xlsx*"],
      },
    }),
  ],
  resolve: {
    alias: { "@": here("./web/src"), "@core": here("./core"), "@card-view": here("./card-view") },
  },
  build: {
    outDir: here("./web/dist"),
    emptyOutDir: true,
    sourcemap: false,
    // The public card page's small script is an entry of its own; the server finds its
    // hashed name in .vite/manifest.json (server/render/page-assets.ts).
    manifest: true,
    rollupOptions: {
      input: { main: here("./web/index.html"), "public-card": here("./web/public-card/enhance.ts") },
      output: {
        // The libraries every signed-in screen runs, in one chunk: otherwise a lazy screen that
        // shares them (the analytics charts) makes the bundler cut them into smaller pieces that
        // compress worse, and every screen's first load grows.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|clsx|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/healthz": "http://localhost:3000" } },
});
