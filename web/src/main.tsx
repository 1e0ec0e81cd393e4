// First: it must run before any module that builds a schema.
import "@/lib/zod-without-eval";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { DeferredToaster, preloadToasterAfterLoad } from "@/components/ui/deferred-toaster";
import { mayBeSignedIn } from "@/features/auth/session";
import { captureInstallPrompt } from "@/features/install/install-prompt";
import { reloadOnStaleBuild } from "@/features/offline/reload-on-stale-build";
import { registerAppWorker } from "@/features/offline/worker";
import { ConnectivityToasts } from "@/features/shell/connectivity-toasts";
import { createQueryClient } from "@/lib/query-client";
import { ThemeProvider } from "@/lib/theme";
import { raiseHandedOverToasts } from "@/lib/toast-handover";
import { preloadScreensFor, router } from "./app/routes";
import "./styles.css";

const queryClient = createQueryClient();
// Before the first render: Chromium may offer installation as soon as the page loads.
captureInstallPrompt();
registerAppWorker();
reloadOnStaleBuild();
preloadToasterAfterLoad();
// 'Login successful', 'Registration successful': raised by the page just left (lib/toast-handover.ts).
raiseHandedOverToasts();
preloadScreensFor(window.location.pathname, { mayBeSignedIn: mayBeSignedIn() });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster />
        <ConnectivityToasts />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
