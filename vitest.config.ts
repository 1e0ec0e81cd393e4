import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@core": fileURLToPath(new URL("./core", import.meta.url)),
  "@card-view": fileURLToPath(new URL("./card-view", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores: let both work (vitest's default leaves one idle).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "card-view/**/*.test.ts",
            "server/**/*.test.ts",
            "web/src/**/*.test.ts",
            "web/public-card/**/*.test.ts",
            "web/service-worker/**/*.test.ts",
            "vite-plugins/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["server/**/*.int.test.ts"],
          // Each file builds its own app and database; sharing the module graph between
          // files halves the suite's CPU time (PGlite's start dominates it).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
