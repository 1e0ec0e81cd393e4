import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("./web"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": here("./web/src"), "@core": here("./core") },
  },
  build: { outDir: here("./web/dist"), emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://localhost:3000", "/healthz": "http://localhost:3000" } },
});
