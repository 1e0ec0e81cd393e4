/**
 * What every public card page inlines or links, read once when the server starts: the card's
 * stylesheet and the page's own (inlined, so the first response paints the card with no
 * further request), and the enhancement script's hashed file name from Vite's manifest.
 *
 * The stylesheets are minified by Lightning CSS, the engine Vite's build uses, here rather than
 * in the build so that the page is styled even where no web build exists (decision 007).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { transform } from "lightningcss";
import { projectFile } from "../lib/project-files";

const CARD_VIEW_CSS = projectFile("card-view", "card-view.css");
const CARD_FORM_CSS = projectFile("card-view", "card-form.css");
const PAGE_CSS = projectFile("server", "render", "public-page.css");
const DIRECTORY_CSS = projectFile("server", "render", "directory-page.css");
/** The script's key in Vite's manifest: its path relative to Vite's root (web/). */
const ENHANCE_ENTRY = "public-card/enhance.ts";

/** Our own, trusted stylesheet minified; a syntax error in it stops the start (it is a bug). */
export function minifyCss(css: string, filename = "public-page.css"): string {
  const { code } = transform({ filename, code: Buffer.from(css), minify: true });
  return code.toString();
}

/** The enhancement script's URL path, or undefined when there is no build (the page works without it). */
export function enhanceScriptPath(webDistDir: string): string | undefined {
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file?: string }>;
  const file = manifest[ENHANCE_ENTRY]?.file;
  return file ? `/${file}` : undefined;
}

export interface PageAssets {
  /** card-view.css, card-form.css and the page's stylesheet, minified, for one inline <style>. */
  css: string;
  scriptPath: string | undefined;
}

export function loadPageAssets(webDistDir: string): PageAssets {
  const css = minifyCss(
    [CARD_VIEW_CSS, CARD_FORM_CSS, PAGE_CSS].map((file) => readFileSync(file, "utf8")).join("\n"),
  );
  return { css, scriptPath: enhanceScriptPath(webDistDir) };
}

/** The directory's stylesheet: the public page's frame and its own, minified, for one inline <style>. */
export function loadDirectoryCss(): string {
  return minifyCss([PAGE_CSS, DIRECTORY_CSS].map((file) => readFileSync(file, "utf8")).join("\n"));
}
