/**
 * Single sign-on on the sign-in page (decision 033, item 4): the provider's button, a plain link
 * to the server's start (it answers with the redirect to the provider), shown when the server says
 * a provider is configured; and, back from a flow that did not finish, the sentence for its reason
 * (`/auth?sso_error=<code>`, core/sso.ts). The address is read once the page is running, never
 * while it is written at build time or taken over (entries/prerender.tsx), so the taken-over page
 * matches the written one.
 */
import type { AuthConfig } from "@core/schemas/config";
import { SSO_LINK_STEP_QUERY, ssoErrorMessage } from "@core/sso";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** What the address asks of the sign-in page about single sign-on, read after the first render. */
export function useSsoRequest(): { error?: string; linkStep: boolean } {
  const [request, setRequest] = useState<{ error?: string; linkStep: boolean }>({ linkStep: false });
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setRequest({
      error: ssoErrorMessage(query.get("sso_error")),
      linkStep: `sso=${query.get("sso")}` === SSO_LINK_STEP_QUERY,
    });
  }, []);
  return request;
}

/** The start's address, asking to come back to `returnTo` when it is not the dashboard. */
function startAddress(startUrl: string, returnTo: string): string {
  return returnTo === "/dashboard" ? startUrl : `${startUrl}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function SsoSignIn({ sso, returnTo }: { sso: AuthConfig["sso"]; returnTo: string }) {
  const { error } = useSsoRequest();
  if (!sso && !error) return null;
  return (
    <div className="mt-6 space-y-4">
      {sso && (
        <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      {sso && (
        <a href={startAddress(sso.startUrl, returnTo)} className={cn(buttonClasses("outline"), "w-full")}>
          {sso.label}
        </a>
      )}
    </div>
  );
}
