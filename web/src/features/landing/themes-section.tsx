import { isThemeValue } from "@core/themes";
import { Button, buttonClasses } from "@/components/ui/button";
import { useUser } from "@/features/auth/use-auth";
import { toast } from "@/lib/toast";
import { HeadedSection } from "./headed-section";
import { SAMPLE_THEMES, type SampleTheme, themeChoiceMessage } from "./landing-content";
import { signUpForTheme } from "./sign-up-for-theme";
import { ThemePreview } from "./theme-preview";
import { ThemeSwatches } from "./theme-swatches";

/**
 * Three sample themes with a 'View all themes' action. 'Use Theme' says the theme
 * was selected when signed in; signed out it asks to sign up and opens /auth, the theme kept.
 */
export function ThemesSection() {
  const { data: user } = useUser();
  const signedIn = Boolean(user);

  function chooseTheme(theme: SampleTheme) {
    if (signedIn) toast({ ...themeChoiceMessage(theme.displayName, true), variant: "success" });
    else if (isThemeValue(theme.value)) signUpForTheme(theme.value, theme.displayName);
  }

  return (
    <HeadedSection id="themes">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {SAMPLE_THEMES.map((theme) => {
          const headingId = `theme-${theme.value}-title`;
          return (
            <li
              key={theme.value}
              className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
            >
              <ThemePreview theme={theme} />
              <div>
                <h3 id={headingId} className="text-lg font-semibold">
                  {theme.displayName}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{theme.tagline}</p>
              </div>
              <ThemeSwatches colours={theme.swatches} label={`${theme.displayName} colours`} />
              <Button
                variant="outline"
                className="mt-auto w-full"
                aria-describedby={headingId}
                onClick={() => chooseTheme(theme)}
              >
                Use Theme
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 text-center">
        <a href="/themes" className={buttonClasses("secondary", "lg")}>
          View all themes
        </a>
      </div>
    </HeadedSection>
  );
}
