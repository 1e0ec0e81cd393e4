import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, errorMessage } from "@/lib/api";
import { AuthSubmit } from "./auth-form-buttons";
import { useRegister } from "./use-auth";
import { useAuthForm } from "./use-auth-form";

/** Shown only when the server allows sign-up (ALLOW_SIGNUP). */
export function RegisterForm() {
  const register = useRegister();
  const { form, field, errors, ready, handleSubmit } = useAuthForm("registerSchema", {
    username: "",
    fullName: "",
    email: "",
    phone: "",
    password: "",
  });
  const serverFields = register.error instanceof ApiError ? register.error.fields : undefined;

  return (
    <form {...form} onSubmit={handleSubmit((values) => register.mutate(values))} className="space-y-4">
      {register.isError && (
        <Alert title="Registration failed">{errorMessage(register.error, "Could not create account")}</Alert>
      )}
      <FormField label="Username" error={errors.username ?? serverFields?.username}>
        <VerbatimInput autoComplete="username" {...field("username")} />
      </FormField>
      <FormField label="Full name" error={errors.fullName}>
        <Input autoComplete="name" {...field("fullName")} />
      </FormField>
      <FormField label="Email" error={errors.email ?? serverFields?.email}>
        <Input type="email" autoComplete="email" {...field("email")} />
      </FormField>
      <FormField label="Phone (optional)" error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...field("phone")} />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput autoComplete="new-password" {...field("password")} />
      </FormField>
      <AuthSubmit
        ready={ready}
        busy={register.isPending}
        label="Create Account"
        busyLabel="Creating account..."
      />
    </form>
  );
}
