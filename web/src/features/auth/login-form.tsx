import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { VerbatimInput } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, errorMessage } from "@/lib/api";
import { AuthSubmit, AuthSwitchLink } from "./auth-form-buttons";
import { PasskeySignIn } from "./passkey-sign-in";
import { useLogin, useSignupConfig } from "./use-auth";
import { useAuthForm } from "./use-auth-form";

/** The step after a right password, when the account has one (decision 033). */
export type NextSignInStep = "code" | "setup";

export function LoginForm({
  onForgotPassword,
  onNextStep,
}: {
  onForgotPassword: () => void;
  /** `username` as typed: the setup's recovery codes file is named for it. */
  onNextStep: (step: NextSignInStep, username: string) => void;
}) {
  const login = useLogin();
  const signup = useSignupConfig();
  const { form, field, errors, ready, handleSubmit } = useAuthForm("loginSchema", {
    username: "",
    password: "",
  });

  return (
    <form
      {...form}
      onSubmit={handleSubmit((values) =>
        login.mutate(values, {
          onSuccess: (answer) => {
            if ("mfaRequired" in answer) onNextStep("code", values.username);
            else if ("mfaSetupRequired" in answer) onNextStep("setup", values.username);
          },
          // An account that must use single sign-on: on to the provider, as its button would.
          onError: (error) => {
            const start = signup.data?.sso?.startUrl;
            if (error instanceof ApiError && error.sso && start) window.location.assign(start);
          },
        }),
      )}
      className="space-y-4"
    >
      {login.isError && (
        <Alert title="Login failed">{errorMessage(login.error, "Invalid username or password")}</Alert>
      )}
      <FormField label="Username" error={errors.username}>
        <VerbatimInput autoComplete="username" {...field("username")} />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput autoComplete="current-password" {...field("password")} />
      </FormField>
      <AuthSubmit ready={ready} busy={login.isPending} label="Sign In" busyLabel="Signing in..." />
      <AuthSwitchLink onClick={onForgotPassword}>Forgot password?</AuthSwitchLink>
      <PasskeySignIn />
    </form>
  );
}
