import type { ThemeValue } from "@core/themes";
import { useNavigate } from "react-router";
import { signUpForTheme } from "@/features/auth/auth-request";
import { toast } from "@/lib/toast";
import { themeChoiceMessage } from "./landing-content";

/**
 * 'Use Theme' signed out (spec 000 §2): the 'Sign up required' message, then /auth on the
 * Register tab (when sign-up is open) with the theme kept through to Create Card.
 */
export function useSignUpForTheme(): (theme: ThemeValue, displayName: string) => void {
  const navigate = useNavigate();
  return (theme, displayName) => {
    toast(themeChoiceMessage(displayName, false));
    void navigate("/auth", { state: signUpForTheme(theme) });
  };
}
