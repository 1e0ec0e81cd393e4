import { type ProfileInput, profileSchema } from "@core/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import type { User } from "@/features/auth/types";
import { USER_QUERY_KEY } from "@/features/auth/use-auth";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      username: user.username,
      fullName: user.fullName ?? "",
      email: user.email,
      phone: user.phone ?? "",
    },
  });
  const update = useMutation({
    mutationFn: (values: ProfileInput) => apiRequest<User>("PUT", `/api/users/${user.id}`, values),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.reset({
        username: updated.username,
        fullName: updated.fullName ?? "",
        email: updated.email,
        phone: updated.phone ?? "",
      });
      toast({
        title: "Profile updated",
        description: "Your profile information has been saved.",
        variant: "success",
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          form.setError(name as keyof ProfileInput, { message });
        }
      }
      toast({
        title: "Update failed",
        description: errorMessage(error, "Failed to update your profile information. Please try again."),
        variant: "destructive",
      });
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Username" error={errors.username?.message}>
          <VerbatimInput autoComplete="username" {...form.register("username")} />
        </FormField>
        <FormField label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register("fullName")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
