// First: it must run before any module that builds a schema.
import "@/lib/zod-without-eval";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { preloadToasterAfterLoad } from "@/components/ui/deferred-toaster";
import { mayBeSignedIn } from "@/features/auth/session";
import { captureInstallPrompt } from "@/features/install/install-prompt";
import { reloadOnStaleBuild } from "@/features/offline/reload-on-stale-build";
import { registerAppWorker } from "@/features/offline/worker";
import { afterFirstPaint, nextTask } from "@/lib/after-first-paint";
import { prepareClassMerging } from "@/lib/cn";
import { stopHoldingPresses } from "@/lib/held-press";
import {
  countAsThisLoadsReads,
  forgetThisLoadsReads,
  holdPageAnswers,
  readPageAnswers,
} from "@/lib/page-answers";
import { createQueryClient } from "@/lib/query-client";
import { raiseHandedOverToasts } from "@/lib/toast-handover";
import { appRoutes, preloadScreensFor } from "./app/routes";
import { PageRoot } from "./entries/page-root";
import "./styles.css";

const queryClient = createQueryClient();
// Before the first render: Chromium may offer installation as soon as the page loads.
captureInstallPrompt();
registerAppWorker();
reloadOnStaleBuild();
preloadToasterAfterLoad();
// 'Login successful', 'Registration successful': raised by the page just left (lib/toast-handover.ts).
raiseHandedOverToasts();
const answers = readPageAnswers();
const preloadScreens = () =>
  preloadScreensFor(window.location.pathname, {
    // Answers come only with a signed-in page; the session hint's cookie is read otherwise
    // (reading document.cookie asks the browser's network process, a few milliseconds on a phone).
    mayBeSignedIn: answers !== undefined || mayBeSignedIn(),
    readsAnswered: answers !== undefined,
  });

const container = document.getElementById("root")!;
/** The app's router; its first navigation ends the load the page's answers were read for. */
function createRouter() {
  const router = createBrowserRouter(appRoutes);
  const opened = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === opened) return;
    forgetThisLoadsReads();
    unsubscribe();
  });
  return router;
}

const app = (router = createRouter()) => (
  <PageRoot queryClient={queryClient}>
    <RouterProvider router={router} />
  </PageRoot>
);
if (answers) {
  // The server wrote this screen with these answers (server/render/app-page.ts): taken over as it
  // is once the screen's code is here, with the same data, so nothing is drawn twice; after the
  // first paint and as a transition, in slices that yield to the browser, as the public pages are
  // (entries/mount-public-page.tsx). The screens' code is loaded (its requests were started by
  // /start-after-paint.js), the answers held, the class merging prepared, the router made and the
  // page taken over each in a task of its own, none while this module runs, so that no task is
  // long on a slow phone.
  countAsThisLoadsReads(answers);
  void nextTask()
    .then(preloadScreens)
    .then(() =>
      afterFirstPaint(async () => {
        holdPageAnswers(queryClient, answers);
        await nextTask();
        prepareClassMerging();
        await nextTask();
        const router = createRouter();
        await nextTask();
        stopHoldingPresses();
        startTransition(() => void hydrateRoot(container, app(router)));
      }),
    );
} else {
  void preloadScreens();
  createRoot(container).render(app());
}
