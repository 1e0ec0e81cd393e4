/**
 * "Link your account" (decision 033, item 4): the identity provider vouched for someone whose
 * email an account here already has, and nothing yet proves that account is theirs. Its password,
 * typed once, links the two (POST /api/auth/oidc/link, on the sign-in throttle); from then on the
 * provider's button signs it in directly. The server keeps which identity and which account in
 * the sign-in challenge the callback started; this form sends the password, and a code from the
 * authenticator app when the account uses one (the server asks for it).
 */
import type { LoginInput } from "@core/schemas/auth";
import type { SsoLinkAnswer } from "@core/schemas/sso";
import { readTotpCode } from "@core/second-step";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, apiRequest, errorMessage, retryWhileBusy } from "@/lib/api";
import { toast } from "@/lib/toast";
import { leavePageWithToasts } from "@/lib/toast-handover";
import { AuthSubmit } from "./auth-form-buttons";
import { useAuthForm } from "./use-auth-form";

export function SsoLinkStep() {
  // Asked for by the server when the account uses an authenticator app; its error, if any.
  const [codeAsked, setCodeAsked] = useState(false);
  const link = useMutation({
    mutationFn: (input: LoginInput & { code?: string }) =>
      apiRequest<SsoLinkAnswer>("POST", "/api/auth/oidc/link", input),
    ...retryWhileBusy,
    onSuccess: ({ returnTo }) => {
      toast({
        title: "Account linked",
        description: "From now on, single sign-on signs you in to this account.",
        variant: "success",
      });
      leavePageWithToasts(returnTo, { replace: true });
    },
  });
  const { form, field, errors, ready, handleSubmit } = useAuthForm("loginSchema", {
    username: "",
    password: "",
  });
  const codeError = link.error instanceof ApiError ? link.error.fields?.code : undefined;

  return (
    <section aria-labelledby="sso-link-heading">
      <h1 id="sso-link-heading" className="mb-1 text-2xl font-bold">
        Link your account
      </h1>
      <p className="mb-4 text-sm text-muted-foreground">
        An account here already uses the email address your identity provider gave. Sign in to it once with
        its password to link the two; after that, single sign-on takes you straight in.
      </p>
      <form
        {...form}
        onSubmit={handleSubmit((values) => {
          const typed = String(new FormData(form.ref.current ?? undefined).get("code") ?? "");
          const code = readTotpCode(typed);
          link.mutate(codeAsked && code ? { ...values, code } : values, {
            onError: (error) => {
              if (error instanceof ApiError && error.fields?.code) setCodeAsked(true);
            },
          });
        })}
        className="space-y-4"
      >
        {link.isError && !codeError && (
          <Alert title="Linking failed">{errorMessage(link.error, "Invalid username or password")}</Alert>
        )}
        <FormField label="Username" error={errors.username}>
          <VerbatimInput autoComplete="username" {...field("username")} />
        </FormField>
        <FormField label="Password" error={errors.password}>
          <PasswordInput autoComplete="current-password" {...field("password")} />
        </FormField>
        {codeAsked && (
          <FormField label="Code from your authenticator app" error={codeError}>
            <Input name="code" autoFocus inputMode="numeric" autoComplete="one-time-code" />
          </FormField>
        )}
        <AuthSubmit ready={ready} busy={link.isPending} label="Link and sign in" busyLabel="Linking..." />
        <p className="text-center text-sm">
          <a href="/auth" className="text-primary underline-offset-4 hover:underline">
            Cancel and go back to sign-in
          </a>
        </p>
      </form>
    </section>
  );
}
