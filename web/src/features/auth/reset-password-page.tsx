import { type ResetPasswordFormInput, resetPasswordFormSchema } from "@core/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { usePageTitle } from "@/features/shell/use-page-title";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { leavePageWithToasts } from "@/lib/toast-handover";
import { AuthSubmit } from "./auth-form-buttons";
import { AuthLayout } from "./auth-layout";

/** Opened from the mailed link: sets a new password with the single-use token. */
export default function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const confirm = useMutation({
    mutationFn: (newPassword: string) =>
      apiRequest<{ message: string }>("POST", "/api/reset-password/confirm", { token, newPassword }),
    onSuccess: (result) => {
      toast({ title: "Password reset", description: result.message, variant: "success" });
      // /auth is a document of its own: the toast goes with the page load.
      leavePageWithToasts("/auth", { replace: true });
    },
  });
  const { errors } = form.formState;

  return (
    <AuthLayout>
      <h1 className="mb-4 text-2xl font-bold">Choose a new password</h1>
      {token === "" ? (
        <div className="space-y-4">
          <Alert>
            This reset link is incomplete. Open the link from the mail again, or request a new one.
          </Alert>
          <a href="/auth" className={buttonClasses("outline")}>
            Back to login
          </a>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => confirm.mutate(values.newPassword))}
        >
          {confirm.isError && (
            <Alert title="Password reset failed">
              {errorMessage(confirm.error, "Could not reset the password. Please try again.")}{" "}
              <a href="/auth" className="font-medium underline">
                Request a new link
              </a>
            </Alert>
          )}
          <FormField label="New password" error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <AuthSubmit busy={confirm.isPending} label="Set New Password" busyLabel="Saving..." />
        </form>
      )}
    </AuthLayout>
  );
}
