import type { MessageAnswer } from "@core/schemas/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { USER_QUERY_KEY } from "@/features/auth/use-auth";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

/** Deletes the account and all its cards after the password is confirmed. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => apiRequest<MessageAnswer>("DELETE", "/api/user", { password }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: "Account deleted", description: "Your account and all its data have been deleted." });
      navigate("/", { replace: true });
    },
  });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword("");
      setMissing(false);
      remove.reset();
    }
  };

  return (
    <section aria-labelledby="delete-account-heading" className="rounded-lg border border-destructive/50 p-4">
      <h3 id="delete-account-heading" className="font-semibold text-destructive">
        Delete Account
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Permanently delete your account, your business cards and their analytics. This cannot be undone.
      </p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="Your account, your business cards and all their data will be deleted permanently. Enter your password to confirm."
        confirmLabel={remove.isPending ? "Deleting..." : "Delete Account"}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (password === "") {
            setMissing(true);
            return;
          }
          remove.mutate();
        }}
      >
        <div className="mt-4 space-y-3">
          {remove.isError && (
            <Alert>{errorMessage(remove.error, "Could not delete the account. Please try again.")}</Alert>
          )}
          <FormField label="Password" error={missing ? "Password is required" : undefined}>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
            />
          </FormField>
        </div>
      </ConfirmDialog>
    </section>
  );
}
