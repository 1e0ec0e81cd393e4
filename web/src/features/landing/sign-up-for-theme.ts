import type { ThemeValue } from "@core/themes";
import { signUpForThemeAddress } from "@/features/auth/auth-request";
import { toast } from "@/lib/toast";
import { leavePageWithToasts } from "@/lib/toast-handover";
import { themeChoiceMessage } from "./landing-content";

/**
 * 'Use Theme' signed out: the 'Sign up required' message, then /auth on the
 * Register tab (when sign-up is open) with the theme kept through to Create Card. /auth is a
 * document of its own, so the message goes with the page load.
 */
export function signUpForTheme(theme: ThemeValue, displayName: string): void {
  toast(themeChoiceMessage(displayName, false));
  leavePageWithToasts(signUpForThemeAddress(theme));
}
