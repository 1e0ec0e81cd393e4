/**
 * A plugin that runs one more Vite build of its own once the app's build closes: with the app's
 * root, mode and aliases, no public folder, and only warnings said. It runs before the plugins
 * of order "post" and one at a time (order "pre", sequential), so vite-plugin-pwa's worker build
 * and the compressed copies (precompress.ts) come after it and see its files.
 */
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from "vite";

export function buildAfterApp(
  plugin: Pick<Plugin, "name" | "apply">,
  ownConfig: (app: ResolvedConfig) => InlineConfig,
): Plugin {
  let app: ResolvedConfig;
  return {
    ...plugin,
    configResolved(resolved) {
      app = resolved;
    },
    closeBundle: {
      sequential: true,
      order: "pre",
      async handler() {
        await build({
          configFile: false,
          root: app.root,
          mode: app.mode,
          logLevel: "warn",
          resolve: { alias: app.resolve.alias },
          publicDir: false,
          ...ownConfig(app),
        });
      },
    },
  };
}
