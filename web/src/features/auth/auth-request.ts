/**
 * What a page asks of /auth through its address: the tab to open, and a theme chosen signed out
 * (the themes' 'Use Theme'), kept through signing in or registering so the user lands on the
 * dashboard's Create Card with it. In the address, not in the router's state: /auth is a
 * document of its own (core/app-documents.ts), opened by a full page load.
 */
import { isThemeValue, type ThemeValue } from "@core/themes";

type AuthTab = "login" | "register";

interface AuthRequest {
  tab: AuthTab;
  theme?: ThemeValue;
}

/** The address of /auth asking for a tab (shown only when sign-up is open) and a kept theme. */
function authAddress(request: Partial<AuthRequest> = {}): string {
  const query = new URLSearchParams();
  if (request.tab === "register") query.set("tab", "register");
  if (request.theme) query.set("theme", request.theme);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}

/** 'Get Started': the Register tab when sign-up is open, else Login. */
export const GET_STARTED_ADDRESS = authAddress({ tab: "register" });

/** /auth on the Register tab (when open) with `theme` kept. */
export function signUpForThemeAddress(theme: ThemeValue): string {
  return authAddress({ tab: "register", theme });
}

/** The request in an address's query ("?tab=register&theme=corporate"); unknown values are ignored. */
export function readAuthRequest(search: string): AuthRequest {
  const query = new URLSearchParams(search);
  const theme = query.get("theme");
  return {
    tab: query.get("tab") === "register" ? "register" : "login",
    ...(theme && isThemeValue(theme) ? { theme } : {}),
  };
}

/** Where a signed-in user goes from /auth: Create Card with the kept theme, else the dashboard. */
export function afterSignIn({ theme }: AuthRequest): string {
  return theme ? `/dashboard?tab=create&theme=${theme}` : "/dashboard";
}
