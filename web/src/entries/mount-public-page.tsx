/**
 * Starts one of the public pages that have a document of their own (the landing page, sign-in;
 * core/app-documents.ts): the theme, the data client and the toasts, without the client router
 * or anything of the signed-in screens, so that a first visit on a phone loads little. Their
 * links to other pages are plain links: each page loads its own document.
 */
import "../styles.css";
import { type ReactNode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { mayBeSignedIn } from "@/features/auth/session";
import { reloadOnStaleBuild } from "@/features/offline/reload-on-stale-build";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { createQueryClient } from "@/lib/query-client";
import { raiseHandedOverToasts } from "@/lib/toast-handover";
import { PageRoot } from "./page-root";

export function mountPublicPage(page: ReactNode): void {
  reloadOnStaleBuild();
  // 'Sign up required', 'Password reset': raised by the page just left (lib/toast-handover.ts).
  raiseHandedOverToasts();
  const container = document.getElementById("root")!;
  const root = <PageRoot queryClient={createQueryClient()}>{page}</PageRoot>;
  // The document holds the page as a signed-out visitor sees it (prerender.tsx): taken over as it
  // is, nothing is drawn twice, and only once it has been painted, so that the work of taking it
  // over never holds the first paint back. As a transition, React takes it over in slices of a
  // few milliseconds, yielding to the browser in between: no long task blocks a tap or a scroll
  // while a slow phone works through it. A browser that may be signed in draws its own page.
  if (container.hasChildNodes() && !mayBeSignedIn())
    afterFirstPaint(() => startTransition(() => void hydrateRoot(container, root)));
  else createRoot(container).render(root);
}
