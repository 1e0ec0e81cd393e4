import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { AuthSubmit, AuthSwitchLink } from "./auth-form-buttons";
import { useResetRequest } from "./use-auth";
import { useAuthForm } from "./use-auth-form";

/** The 'Forgot password?' panel: submitting switches back to the login view at once. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const reset = useResetRequest();
  const { form, field, errors, ready, handleSubmit } = useAuthForm("resetRequestSchema", { email: "" });

  return (
    <form
      {...form}
      className="space-y-4"
      onSubmit={handleSubmit((values) => {
        reset.mutate(values.email);
        onBack();
      })}
    >
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" {...field("email")} />
      </FormField>
      <AuthSubmit ready={ready} busy={reset.isPending} label="Send Reset Link" busyLabel="Sending..." />
      <AuthSwitchLink onClick={onBack}>Back to login</AuthSwitchLink>
    </form>
  );
}
