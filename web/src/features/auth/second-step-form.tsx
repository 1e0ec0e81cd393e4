/**
 * The sign-in page's second step: a code from the authenticator app, or a recovery code. Checked
 * here by the rules of core/second-step.ts (no schema library on this light page), then by the
 * server. A sign-in that expired or took too many wrong codes starts over at the password.
 */
import { RECOVERY_CODE_MESSAGE, readRecoveryCode, readTotpCode, TOTP_CODE_MESSAGE } from "@core/second-step";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest, errorMessage, retryWhileBusy } from "@/lib/api";
import { AuthSubmit, AuthSwitchLink } from "./auth-form-buttons";
import type { User } from "./types";
import { welcomeSignedIn } from "./use-auth";

type SecondStepBody = { code: string } | { recoveryCode: string };

export function SecondStepForm({ onRestart }: { onRestart: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const verify = useMutation({
    mutationFn: (body: SecondStepBody) => apiRequest<User>("POST", "/api/login/totp", body),
    ...retryWhileBusy,
    onSuccess: (user) => welcomeSignedIn(queryClient, user),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("code") ?? "");
    const code = recovery ? readRecoveryCode(typed) : readTotpCode(typed);
    setFieldError(code ? undefined : recovery ? RECOVERY_CODE_MESSAGE : TOTP_CODE_MESSAGE);
    if (!code) return;
    verify.mutate(recovery ? { recoveryCode: code } : { code }, {
      onError: (error) => {
        const field =
          error instanceof ApiError ? (error.fields?.code ?? error.fields?.recoveryCode) : undefined;
        if (field) setFieldError(field);
        // Expired, or too many wrong codes: the password comes first again.
        else if (error instanceof ApiError && error.status === 401) onRestart(error.serverMessage);
      },
    });
  };
  const unexplained =
    verify.isError && !fieldError && !(verify.error instanceof ApiError && verify.error.status === 401);

  return (
    <section aria-labelledby="second-step-heading">
      <h1 id="second-step-heading" className="mb-1 text-2xl font-bold">
        Two-step verification
      </h1>
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
        {recovery
          ? "Enter one of the recovery codes you saved when you set up two-step verification."
          : "Enter the 6-digit code from your authenticator app."}
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        {unexplained && (
          <Alert title="Not signed in">{errorMessage(verify.error, "Please try again.")}</Alert>
        )}
        <FormField label={recovery ? "Recovery code" : "Authentication code"} error={fieldError}>
          <Input
            key={recovery ? "recovery" : "code"}
            name="code"
            autoFocus
            autoComplete={recovery ? "off" : "one-time-code"}
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize={recovery ? "characters" : undefined}
            spellCheck={false}
          />
        </FormField>
        <AuthSubmit busy={verify.isPending} label="Verify" busyLabel="Verifying..." />
      </form>
      <AuthSwitchLink
        onClick={() => {
          setRecovery(!recovery);
          setFieldError(undefined);
        }}
      >
        {recovery ? "Use a code from the app" : "Use a recovery code"}
      </AuthSwitchLink>
      <AuthSwitchLink onClick={() => onRestart()}>Back to sign in</AuthSwitchLink>
    </section>
  );
}
