/**
 * /themes: the nine themes for anyone, signed in or not, each a real card (the shared card
 * view) with a sample person. 'Use Theme' asks a visitor to sign up (the 'Sign up required'
 * message, then /auth, the theme kept); a signed-in user goes to the dashboard's Create Card with the
 * theme chosen.
 */
import { CardView } from "@card-view/card-view-with-styles";
import { THEMES, type ThemeValue } from "@core/themes";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useUser } from "@/features/auth/use-auth";
import { usePageTitle } from "@/features/shell/use-page-title";
import { PublicHeader } from "./public-header";
import { sampleCard } from "./sample-card";
import { signUpForTheme } from "./sign-up-for-theme";

export default function ThemesGalleryPage() {
  usePageTitle("Themes");
  const { data: user } = useUser();
  const navigate = useNavigate();

  function chooseTheme(value: ThemeValue, displayName: string) {
    if (user) {
      void navigate(`/dashboard?tab=create&theme=${value}`);
      return;
    }
    signUpForTheme(value, displayName);
  }

  return (
    <div className="min-h-screen bg-background text-foreground">
      <PublicHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Themes</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">All nine themes</h1>
          <p className="mt-4 text-base text-muted-foreground text-pretty sm:text-lg">
            Every card starts from one of these looks. You can switch at any time in the editor.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Themes">
          {THEMES.map((look, index) => {
            const value = look.value as ThemeValue;
            const headingId = `gallery-${value}-title`;
            return (
              <li
                key={value}
                data-theme-card={value}
                className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
              >
                <h2 id={headingId} className="text-lg font-semibold">
                  {look.displayName}
                </h2>
                {/* A picture of the card: its links are samples, so not reachable. */}
                <div
                  role="img"
                  aria-label={`Card preview in the ${look.displayName} theme`}
                  className="overflow-hidden rounded-lg"
                >
                  <div inert className="pointer-events-none">
                    <CardView
                      card={sampleCard(value, -(index + 1))}
                      id={`gallery-${value}-card`}
                      variant="preview"
                      headingLevel={3}
                    />
                  </div>
                </div>
                <Button
                  variant="outline"
                  className="mt-auto w-full"
                  aria-describedby={headingId}
                  onClick={() => chooseTheme(value, look.displayName)}
                >
                  Use Theme
                </Button>
              </li>
            );
          })}
        </ul>
      </main>
    </div>
  );
}
