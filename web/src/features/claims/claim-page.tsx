/**
 * /claim/{token}: the page a claim link opens (decision 032). It says whose account and card the
 * link is for and which organisation made them; the person sets their password (twice), is
 * signed in and lands on the dashboard with their card. A used or expired link says so.
 */
import { type ClaimFormInput, type ClaimView, claimFormSchema } from "@core/schemas/claims";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { VerbatimInput } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { AuthSubmit } from "@/features/auth/auth-form-buttons";
import { AuthLayout } from "@/features/auth/auth-layout";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { leavePageWithToasts } from "@/lib/toast-handover";
import { useClaim, useClaimView } from "./claim-api";

export default function ClaimPage() {
  usePageTitle("Set your password");
  const token = useParams().token ?? "";
  const view = useClaimView(token);

  return (
    <AuthLayout>
      <h1 className="mb-4 text-2xl font-bold">Set your password</h1>
      {view.isPending ? (
        <p className="text-muted-foreground">Opening your link...</p>
      ) : view.isError ? (
        <div className="space-y-4">
          <Alert title="This link cannot be used">
            {errorMessage(view.error, "Could not open the link. Please try again.")} Ask the person who
            invited you for a new link.
          </Alert>
          <a href="/auth" className={buttonClasses("outline")}>
            Go to sign in
          </a>
        </div>
      ) : (
        <ClaimForm token={token} view={view.data} />
      )}
    </AuthLayout>
  );
}

function ClaimForm({ token, view }: { token: string; view: ClaimView }) {
  const claim = useClaim(token);
  const form = useForm<ClaimFormInput>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const name = view.fullName || view.username;

  function submit(values: ClaimFormInput) {
    claim.mutate(values.password, {
      onSuccess: () => {
        toast({ title: `Welcome, ${name}!`, description: "Your password is set.", variant: "success" });
        // The dashboard is written by the server for the new session: a page load of its own.
        leavePageWithToasts("/dashboard", { replace: true });
      },
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm">
        Hello {name}. <span className="font-medium">{view.organization.name}</span> made you an account
        {view.cardSlug ? " and a business card" : ""}. Choose a password to take them over.
      </p>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        {claim.isError && (
          <Alert title="Could not set the password">
            {errorMessage(claim.error, "Could not set the password. Please try again.")}
          </Alert>
        )}
        {/* Read-only, so that a password manager saves the new password with the right username. */}
        <FormField label="Username">
          <VerbatimInput readOnly value={view.username} autoComplete="username" className="bg-muted" />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <AuthSubmit busy={claim.isPending} label="Set password and sign in" busyLabel="Saving..." />
      </form>
    </div>
  );
}
