/**
 * What every public card page inlines or links, read once when the server starts: the card's
 * stylesheet and the page's own (inlined, so the first response paints the card with no
 * further request), and the enhancement script's hashed file name from Vite's manifest.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CARD_VIEW_CSS = fileURLToPath(
  new URL("../../web/src/features/cards/card-view/card-view.css", import.meta.url),
);
const PAGE_CSS = fileURLToPath(new URL("./public-page.css", import.meta.url));
/** The script's key in Vite's manifest: its path relative to Vite's root (web/). */
export const ENHANCE_ENTRY = "public-card/enhance.ts";

/**
 * A plain minifier for our own, trusted stylesheets: comments and layout whitespace go.
 * Spaces next to ":" stay, since ".a :is(b)" and ".a:is(b)" differ.
 */
export function minifyCss(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      .replace(/\s*([{};,])\s*/g, "$1")
      .replace(/;}/g, "}")
      // "prop: value" right after "{" or ";" is a declaration (a selector never has "x: ").
      .replace(/([{;])([\w-]+):\s+/g, "$1$2:")
      .trim()
  );
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
  /** card-view.css and the page's stylesheet, minified, for one inline <style>. */
  css: string;
  scriptPath: string | undefined;
}

export function loadPageAssets(webDistDir: string): PageAssets {
  const css = minifyCss(`${readFileSync(CARD_VIEW_CSS, "utf8")}\n${readFileSync(PAGE_CSS, "utf8")}`);
  return { css, scriptPath: enhanceScriptPath(webDistDir) };
}
