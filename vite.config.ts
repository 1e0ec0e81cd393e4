import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { appServerBundle } from "./vite-plugins/app-server-bundle";
import { documentsInDevServer } from "./vite-plugins/documents-in-dev-server";
import { paintFirstPlugin } from "./vite-plugins/paint-first";
import { precompress } from "./vite-plugins/precompress";
import { prerenderDocuments } from "./vite-plugins/prerender-documents";
import { publicCardScript } from "./vite-plugins/public-card-script";
import { APP_DESCRIPTION, BRAND_COLOR, sharedHead } from "./vite-plugins/shared-head";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { "@": here("./web/src"), "@core": here("./core"), "@card-view": here("./card-view") };

export default defineConfig({
  root: here("./web"),
  plugins: [
    react(),
    tailwindcss(),
    // The head the app's documents share: charset, viewport, description, colour, icon, theme.
    sharedHead(),
    // `npm run dev:web`: the landing and sign-in pages from their own documents, as the server sends them.
    documentsInDevServer(),
    // The landing and sign-in pages' markup written into their documents (vite-plugins/prerender-documents.ts).
    prerenderDocuments({ root: here("./web"), module: "/src/entries/prerender.tsx", alias }),
    // Stylesheets first in every document; scripts at low priority where the markup is written.
    paintFirstPlugin(),
    // The signed-in screens the server writes with their data, built for Node (vite-plugins/app-server-bundle.ts).
    appServerBundle(here("./web/src/entries/app-server.tsx")),
    // The public card page's script, built alone after the app (vite-plugins/public-card-script.ts).
    publicCardScript(here("./web/public-card/enhance.ts")),
    // The service worker (web/service-worker/, decision 015): built as /service-worker.js with the
    // list of this build's files injected for Workbox to precache; and the app's manifest. Registered by our own code
    // (web/src/features/offline/worker.ts, web/public-card/install.ts), not by the plugin.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "service-worker",
      filename: "service-worker.ts",
      injectRegister: false,
      // The app's own manifest (linked from index.html), so browsers offer to install the
      // dashboard as an app; each card has its own, at /manifest/{slug}.json.
      manifest: {
        id: "/",
        name: "Cardfolio",
        short_name: "Cardfolio",
        description: APP_DESCRIPTION,
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        theme_color: BRAND_COLOR,
        background_color: "#ffffff",
        icons: [
          { src: "/app-icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/app-icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/app-icons/icon-512-maskable.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The administrators' spreadsheet reader is large and rarely used: fetched when needed.
        globIgnores: ["**/exceljs*", "**/parse-xlsx*"],
      },
    }),
    // Brotli and gzip copies of every text file of the finished build, the two above included
    // (vite-plugins/precompress.ts), sent by the server to browsers that accept them.
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: here("./web/dist"),
    emptyOutDir: true,
    sourcemap: false,
    // Which files hold each screen and its stylesheets, for the pages the server writes
    // (server/render/app-page.ts); the public card script's build writes .vite/manifest.json.
    manifest: ".vite/app-manifest.json",
    rollupOptions: {
      // The app's shell, and the landing and sign-in pages' own light documents
      // (core/app-documents.ts).
      input: {
        main: here("./web/index.html"),
        landing: here("./web/landing.html"),
        auth: here("./web/auth.html"),
      },
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
