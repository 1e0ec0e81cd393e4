import type { LoginInput } from "@core/schemas/auth";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { errorMessage } from "@/lib/api";
import { authFormValidation } from "./auth-form-validation";
import { useLogin } from "./use-auth";

const validation = authFormValidation<LoginInput>("loginSchema");

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: validation.resolver,
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      onFocus={validation.preload}
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
      noValidate
      className="space-y-4"
    >
      {login.isError && (
        <Alert title="Login failed">{errorMessage(login.error, "Invalid username or password")}</Alert>
      )}
      <FormField label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
    </form>
  );
}
