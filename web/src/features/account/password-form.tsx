import { type PasswordFormInput, passwordFormSchema } from "@core/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useUpdatePassword } from "@/features/auth/use-auth";
import { ApiError } from "@/lib/api";

const EMPTY: PasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const updatePassword = useUpdatePassword();
  const form = useForm<PasswordFormInput>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        updatePassword.mutate(
          { currentPassword: values.currentPassword, newPassword: values.newPassword },
          {
            onSuccess: () => form.reset(EMPTY),
            onError: (error) => {
              const field = error instanceof ApiError ? error.fields?.currentPassword : undefined;
              if (field) form.setError("currentPassword", { message: field });
            },
          },
        ),
      )}
    >
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={updatePassword.isPending}>
        {updatePassword.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
