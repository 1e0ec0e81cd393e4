import { themeDisplayName } from "@core/themes";
import { lazy, Suspense, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { LightTabs } from "@/components/ui/light-tabs";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/features/shell/use-page-title";
import { leavePageWithToasts } from "@/lib/toast-handover";
import { AuthLayout } from "./auth-layout";
import { afterSignIn, readAuthRequest } from "./auth-request";
import { LoginForm, type NextSignInStep } from "./login-form";
import { RegisterForm } from "./register-form";
import { ResetRequestForm } from "./reset-request-form";
import { SecondStepForm } from "./second-step-form";
import { SsoLinkStep } from "./sso-link-step";
import { SsoSignIn, useSsoRequest } from "./sso-sign-in";
import { useSignupConfig, useUser } from "./use-auth";

type AuthTab = "login" | "register";

// The authenticator setup (with its QR code drawing) is fetched only for an account led to it.
const SetupRequiredPanel = lazy(() => import("./setup-required-panel"));

/** Each tab says what it is for under the page's heading. */
const SUBTITLES: Record<AuthTab, string> = {
  login: "Sign in to manage your business cards.",
  register: "Create an account to make your digital business card.",
};

/**
 * /auth: the Login tab (and Register when sign-up is open), or the reset panel. A document of its
 * own (core/app-documents.ts, entries/auth.tsx), shown inside the app too (app/routes.tsx): it
 * uses no client router, so its links are plain and signing in loads the dashboard.
 */
export default function AuthPage() {
  usePageTitle("Sign in");
  const { data: user, isLoading } = useUser();
  const signup = useSignupConfig();
  const [view, setView] = useState<"login" | "reset" | NextSignInStep>("login");
  // Why the page came back to the password (a second step that expired), told above the form.
  const [restartReason, setRestartReason] = useState<string>();
  const [username, setUsername] = useState("");
  const restart = (reason?: string) => {
    setRestartReason(reason);
    setView("login");
  };
  // The themes' 'Use Theme' asks for the Register tab (shown only when sign-up is open) and
  // keeps the theme through to Create Card.
  const [request] = useState(() =>
    // No window when the page is written at build time (entries/prerender.tsx).
    readAuthRequest(typeof window === "undefined" ? "" : window.location.search),
  );
  const [tab, setTab] = useState<AuthTab>(request.tab);
  const themeName = request.theme && themeDisplayName(request.theme);
  const sso = useSsoRequest();

  // Signed in (already, or just now): on to the dashboard, a page of the app's own document, with
  // the 'Login successful' toast.
  useEffect(() => {
    if (user) leavePageWithToasts(afterSignIn(request), { replace: true });
  }, [user, request]);

  if (isLoading || user) return <FullPageSpinner />;
  if (sso.linkStep)
    return (
      <AuthLayout>
        <SsoLinkStep />
      </AuthLayout>
    );

  return (
    <AuthLayout>
      {view === "code" ? (
        <SecondStepForm onRestart={restart} />
      ) : view === "setup" ? (
        <Suspense fallback={<Spinner label="Loading the setup" />}>
          <SetupRequiredPanel username={username} onRestart={() => restart()} />
        </Suspense>
      ) : view === "reset" ? (
        <section aria-labelledby="reset-heading">
          <h1 id="reset-heading" className="mb-4 text-2xl font-bold">
            Reset your password
          </h1>
          <ResetRequestForm onBack={() => setView("login")} />
        </section>
      ) : (
        <section aria-labelledby="auth-heading">
          <h1 id="auth-heading" className="mb-1 text-2xl font-bold">
            Welcome
          </h1>
          {/* Two lines' room, so that a subtitle that wraps does not move the tabs. */}
          <p className="mb-4 min-h-10 text-sm text-muted-foreground" aria-live="polite">
            {SUBTITLES[signup.data?.allowSignup ? tab : "login"]}
          </p>
          {themeName && signup.data && (
            <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm">
              {signup.data.allowSignup
                ? `Create an account, or sign in, to start a card in the ${themeName} theme.`
                : `Accounts here are created by an administrator. Sign in to start a card in the ${themeName} theme.`}
            </p>
          )}
          <LightTabs
            stretch
            value={signup.data?.allowSignup ? tab : "login"}
            onChange={setTab}
            tabs={[
              {
                value: "login",
                label: "Login",
                panel: (
                  <>
                    {restartReason && (
                      <Alert title="Please sign in again" className="mb-4">
                        {restartReason}
                      </Alert>
                    )}
                    <LoginForm
                      onForgotPassword={() => setView("reset")}
                      onNextStep={(step, typed) => {
                        setRestartReason(undefined);
                        setUsername(typed);
                        setView(step);
                      }}
                    />
                  </>
                ),
              },
              ...(signup.data?.allowSignup
                ? [{ value: "register" as const, label: "Register", panel: <RegisterForm /> }]
                : []),
            ]}
          />
          <SsoSignIn sso={signup.data?.sso} returnTo={afterSignIn(request)} />
        </section>
      )}
    </AuthLayout>
  );
}
