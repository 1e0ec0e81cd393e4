/**
 * What surrounds the landing and sign-in pages, the same tree when they are written at build
 * time (prerender.tsx) and when the browser takes them over (mount-public-page.tsx): hydration
 * needs both to match, down to the ids React gives.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { ConnectivityToasts } from "@/features/shell/connectivity-toasts";
import { ThemeProvider } from "@/lib/theme";

export function PublicPageRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <DeferredToaster />
          <ConnectivityToasts />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
