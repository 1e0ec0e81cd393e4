import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { errorMessage } from "@/lib/api";
import { useLogin } from "./use-auth";
import { useAuthForm } from "./use-auth-form";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const login = useLogin();
  const { form, field, errors, ready, handleSubmit } = useAuthForm("loginSchema", {
    username: "",
    password: "",
  });

  return (
    <form {...form} onSubmit={handleSubmit((values) => login.mutate(values))} className="space-y-4">
      {login.isError && (
        <Alert title="Login failed">{errorMessage(login.error, "Invalid username or password")}</Alert>
      )}
      <FormField label="Username" error={errors.username}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field("username")} />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput autoComplete="current-password" {...field("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={!ready || login.isPending}>
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
