/**
 * The landing and sign-in pages as a signed-out visitor first sees them, written into their
 * documents when the app is built (vite-plugins/prerender-documents.ts): a phone on a slow link paints
 * and reads the page before its script has arrived. The script then takes the page over as it
 * is (hydration, mount-public-page.tsx): signed out from its first render when the browser has
 * no session (use-auth.ts), it draws the same tree, so nothing moves or is drawn twice.
 *
 * The app's shell (index.html) gets the spinner its screens show while their code and data
 * arrive, so that a phone on a slow link shows the app loading, not a blank page; the app's
 * first render draws that same spinner in its place (routes.tsx).
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { FullPageSpinner } from "@/components/ui/spinner";
import AuthPage from "@/features/auth/auth-page";
import LandingPage from "@/features/landing/landing-page";
import { createQueryClient } from "@/lib/query-client";
import { PageRoot } from "./page-root";

const PAGES: Readonly<Record<string, () => ReactNode>> = {
  "landing.html": () => <LandingPage />,
  "auth.html": () => <AuthPage />,
};

/**
 * The markup inside the root element of a document of the build; `readable` when it is the
 * page itself, which can be read before the script arrives.
 */
export function prerender(document: string): { markup: string; readable: boolean } | undefined {
  if (document === "index.html") return { markup: renderToString(<FullPageSpinner />), readable: false };
  const page = PAGES[document];
  if (!page) return undefined;
  const markup = renderToString(<PageRoot queryClient={createQueryClient()}>{page()}</PageRoot>);
  return { markup, readable: true };
}
