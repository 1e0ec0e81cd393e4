/**
 * What surrounds every page: the same tree where a page is written ahead (the landing and sign-in
 * pages at build time, prerender.tsx; a signed-in screen by the server, app-server.tsx) and where
 * the browser takes it over (mount-public-page.tsx, main.tsx): hydration needs both to match, down
 * to the ids React gives.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { ConnectivityToasts } from "@/features/shell/connectivity-toasts";
import { DrawnPartsContext } from "@/lib/drawn-parts";
import { PageOriginContext } from "@/lib/page-origin";
import { ThemeProvider } from "@/lib/theme";

export function PageRoot({
  queryClient,
  origin,
  drawnParts,
  children,
}: {
  queryClient: QueryClient;
  /** Where the server writes the page: the origin the request came to (lib/page-origin.ts). */
  origin?: string;
  /** Where the server writes the page: filled with the lazy parts drawn (lib/drawn-parts.ts). */
  drawnParts?: Set<string>;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <PageOriginContext.Provider value={origin}>
        <DrawnPartsContext.Provider value={drawnParts}>
          <ThemeProvider>
            <QueryClientProvider client={queryClient}>
              {children}
              <DeferredToaster />
              <ConnectivityToasts />
            </QueryClientProvider>
          </ThemeProvider>
        </DrawnPartsContext.Provider>
      </PageOriginContext.Provider>
    </StrictMode>
  );
}
