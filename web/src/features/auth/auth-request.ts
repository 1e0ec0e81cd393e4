/**
 * What a screen asks of /auth through the router's state: the tab to open, and a theme chosen
 * signed out (the themes' 'Use Theme'), kept through signing in or registering so the user lands
 * on the dashboard's Create Card with it.
 */
import { isThemeValue, type ThemeValue } from "@core/themes";

type AuthTab = "login" | "register";

interface AuthRequest {
  tab: AuthTab;
  theme?: ThemeValue;
}

/** The router state that opens /auth on the Register tab (when open) with `theme` kept. */
export function signUpForTheme(theme: ThemeValue): AuthRequest {
  return { tab: "register", theme };
}

export function readAuthRequest(state: unknown): AuthRequest {
  const asked = (state ?? {}) as { tab?: unknown; theme?: unknown };
  const theme = typeof asked.theme === "string" && isThemeValue(asked.theme) ? asked.theme : undefined;
  return { tab: asked.tab === "register" ? "register" : "login", ...(theme ? { theme } : {}) };
}

/** Where a signed-in user goes from /auth: Create Card with the kept theme, else the dashboard. */
export function afterSignIn({ theme }: AuthRequest): string {
  return theme ? `/dashboard?tab=create&theme=${theme}` : "/dashboard";
}
