/**
 * The HTML document every public page shares: head essentials, the inlined stylesheet, the
 * page colours from the card's theme, and the 'Powered by Cardfolio' footer. The card page
 * and the 'Card Not Found' page fill it.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { readableTextColor } from "../../core/colors";
import type { ThemeLook } from "../../core/themes";

export interface PageShellProps {
  title: string;
  look: ThemeLook;
  themeColor: string;
  css: string;
  /** Further <meta>/<link> elements for the head. */
  head?: ReactNode;
  scriptPath?: string;
  children: ReactNode;
}

export function PageShell({ title, look, themeColor, css, head, scriptPath, children }: PageShellProps) {
  const colours = {
    "--pp-bg": look.background,
    "--pp-ink": readableTextColor(look.background),
    "--pp-surface": look.surface,
    "--pp-text": look.text,
  } as React.CSSProperties;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {head}
        <meta name="theme-color" content={themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Our own stylesheets, minified at start; nothing from visitors or owners. */}
        <style>{css}</style>
        {scriptPath && <script type="module" src={scriptPath} />}
      </head>
      <body style={colours}>
        {children}
        <footer className="pp-footer">
          Powered by <a href="/">Cardfolio</a>
        </footer>
      </body>
    </html>
  );
}

/** A complete document: React's static markup (no hydration markers) after the doctype. */
export function renderDocument(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
