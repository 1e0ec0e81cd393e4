import type { RegisterInput } from "@core/schemas/auth";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, errorMessage } from "@/lib/api";
import { authFormValidation } from "./auth-form-validation";
import { useRegister } from "./use-auth";

const validation = authFormValidation<RegisterInput>("registerSchema");

/** Shown only when the server allows sign-up (ALLOW_SIGNUP, DESIGN §6.6). */
export function RegisterForm() {
  const register = useRegister();
  const form = useForm<RegisterInput>({
    resolver: validation.resolver,
    defaultValues: { username: "", fullName: "", email: "", phone: "", password: "" },
  });
  const { errors } = form.formState;
  const serverFields = register.error instanceof ApiError ? register.error.fields : undefined;

  return (
    <form
      onFocus={validation.preload}
      onSubmit={form.handleSubmit((values) => register.mutate(values))}
      noValidate
      className="space-y-4"
    >
      {register.isError && (
        <Alert title="Registration failed">{errorMessage(register.error, "Could not create account")}</Alert>
      )}
      <FormField label="Username" error={errors.username?.message ?? serverFields?.username}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
        />
      </FormField>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register("fullName")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message ?? serverFields?.email}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register("phone")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
