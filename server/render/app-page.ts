/**
 * Signed-in screens written by the server with their data (the dashboard: its route is marked in
 * web/src/app/routes.tsx), so that a phone on a slow link paints the screen itself at once rather
 * than a spinner until all of the app's code and then its data have arrived. The browser takes the
 * page over with the same answers (web/src/main.tsx).
 *
 * The answers are the very API reads the screen makes as it opens, asked of this app in-process
 * with the request's own cookie: the same routes, permission rules and presenters as the browser's
 * reads. The page is written only when every read answered 200; otherwise (signed out, a read that
 * failed) the app's shell goes out and the browser does what it always did.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { READABLE_ROOT } from "../../core/app-documents";
import { type PageAnswers, pageAnswersScript } from "../../core/page-answers";
import { sessionTokenOf } from "../lib/session-cookie";

/** The bundle's place in the web build (vite-plugins/app-server-bundle.ts writes it). */
const BUNDLE = join(".server", "app-server.js");
/** The app's Vite manifest (vite.config.ts `build.manifest`). */
const MANIFEST = join(".vite", "app-manifest.json");

/** What the bundle (web/src/entries/app-server.tsx) exports. */
interface AppServerBundle {
  loadServerWrittenScreens(): Promise<void>;
  serverWrittenPage(pathname: string): { reads: string[]; screens: string[] } | undefined;
  /** The root's markup, and the lazy parts it drew (their modules, as the manifest names them). */
  renderPage(url: string, answers: PageAnswers, origin: string): Promise<{ markup: string; drawn: string[] }>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Writes the page a request asks for, or says it is not one the server writes (undefined). */
export type AppPageWriter = (request: FastifyRequest) => Promise<string | undefined>;

/** The app shell's document around its root element, which holds the build's spinner. */
const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;

/** Loads the bundle and the shell once; undefined where the build has no bundle (the shell then serves). */
export async function loadAppPageWriter(
  app: FastifyInstance,
  distDir: string,
): Promise<AppPageWriter | undefined> {
  const bundleFile = join(distDir, BUNDLE);
  const manifestFile = join(distDir, MANIFEST);
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) {
    app.log.warn(`No server bundle in ${distDir}: signed-in screens are drawn by the browser alone.`);
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const shell = readFileSync(join(distDir, "index.html"), "utf8");
  if (!ROOT.test(shell)) throw new Error(`${distDir}/index.html has no root element before its <noscript>`);
  const bundle = (await import(pathToFileURL(bundleFile).href)) as AppServerBundle;
  await bundle.loadServerWrittenScreens();

  return async (request) => {
    const url = request.url;
    const cookie = request.headers.cookie;
    // Without a session cookie there is nobody to write the page for.
    if (!cookie || !sessionTokenOf(request)) return undefined;
    const page = bundle.serverWrittenPage(url.split("?")[0]!);
    if (!page) return undefined;
    const answers = await readAnswers(app, page.reads, cookie);
    if (!answers) return undefined;
    // The origin the browser reached, which its own links use (web/src/lib/page-origin.ts).
    const { markup, drawn } = await bundle.renderPage(url, answers, `${request.protocol}://${request.host}`);
    // The screens' code, and of the parts drawn in them only those the page shows (a tab it opens on).
    return writtenDocument(shell, screenScripts(manifest, [...page.screens, ...drawn]), markup, answers);
  };
}

/**
 * Each read's answer, asked with the request's cookie; undefined unless every one answered 200.
 * The first (the session check) is asked alone: a browser whose session has ended costs one
 * read, not all of them.
 */
async function readAnswers(
  app: FastifyInstance,
  reads: readonly string[],
  cookie: string,
): Promise<PageAnswers | undefined> {
  const read = (url: string) =>
    app.inject({ method: "GET", url, headers: { cookie, accept: "application/json" } });
  const [first, ...rest] = reads;
  if (first === undefined) return {};
  const session = await read(first);
  if (session.statusCode !== 200) return undefined;
  const responses = [session, ...(await Promise.all(rest.map(read)))];
  if (responses.some((response) => response.statusCode !== 200)) return undefined;
  return Object.fromEntries(reads.map((url, index) => [url, responses[index]!.json()]));
}

/** The screens' stylesheets and scripts, from the build's manifest: each screen's and those of every module it imports. */
function screenScripts(manifest: Manifest, screens: readonly string[]): { css: string[]; scripts: string[] } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const screen of screens) visit(screen);
  return { css: [...css].map((file) => `/${file}`), scripts: [...scripts].map((file) => `/${file}`) };
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell made into the written page: the screen inside its root, with the answers it was drawn
 * with; the screens' stylesheets linked, so that it is styled from its first paint; and the app's
 * scripts (the shell's entry, its preloads and the screens' modules) started only once the page has
 * been painted, by /start-after-paint.js, so that on a slow link they never hold that paint back.
 */
function writtenDocument(
  shell: string,
  screens: { css: readonly string[]; scripts: readonly string[] },
  markup: string,
  answers: PageAnswers,
): string {
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error("the app's shell has no entry script");
  const preloads = new Set([...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]!));
  for (const file of screens.scripts) preloads.add(file);
  const stylesheets = screens.css
    .filter((file) => !shell.includes(`href="${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join("");
  const scripts = JSON.stringify({ entry, preloads: [...preloads] }).replace(/</g, "\\u003c");
  const head = shell
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", `${stylesheets}</head>`);
  // The page goes in last, so that nothing of the user's is read as one of the tags above.
  return head.replace(
    ROOT,
    () =>
      `${READABLE_ROOT}${markup}</div>${pageAnswersScript(answers)}` +
      `<script type="application/json" id="page-scripts">${scripts}</script>` +
      `<script src="/start-after-paint.js" defer></script>`,
  );
}
