import { themeDisplayName } from "@core/themes";
import { useState } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePageTitle } from "@/features/shell/use-page-title";
import { AuthLayout } from "./auth-layout";
import { afterSignIn, readAuthRequest } from "./auth-request";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { ResetRequestForm } from "./reset-request-form";
import { useSignupConfig, useUser } from "./use-auth";

type AuthTab = "login" | "register";

/** Each tab says what it is for under the page's heading. */
const SUBTITLES: Record<AuthTab, string> = {
  login: "Sign in to manage your business cards.",
  register: "Create an account to make your digital business card.",
};

/** /auth: the Login tab (and Register when sign-up is open), or the reset panel. */
export default function AuthPage() {
  usePageTitle("Sign in");
  const { data: user, isLoading } = useUser();
  const signup = useSignupConfig();
  const [view, setView] = useState<"login" | "reset">("login");
  // The themes' 'Use Theme' asks for the Register tab (shown only when sign-up is open) and
  // keeps the theme through to Create Card.
  const request = readAuthRequest(useLocation().state);
  const [tab, setTab] = useState<AuthTab>(request.tab);
  const themeName = request.theme && themeDisplayName(request.theme);

  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to={afterSignIn(request)} replace />;

  return (
    <AuthLayout>
      {view === "reset" ? (
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
          <Tabs
            value={signup.data?.allowSignup ? tab : "login"}
            onValueChange={(value) => setTab(value as AuthTab)}
          >
            <TabsList className="w-full">
              <TabsTrigger value="login" className="flex-1">
                Login
              </TabsTrigger>
              {signup.data?.allowSignup && (
                <TabsTrigger value="register" className="flex-1">
                  Register
                </TabsTrigger>
              )}
            </TabsList>
            <TabsContent value="login">
              <LoginForm onForgotPassword={() => setView("reset")} />
            </TabsContent>
            {signup.data?.allowSignup && (
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            )}
          </Tabs>
        </section>
      )}
    </AuthLayout>
  );
}
