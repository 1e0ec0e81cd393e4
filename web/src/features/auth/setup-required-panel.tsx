/**
 * The sign-in page when the account's level requires two-step verification and it has none yet:
 * the setup itself, then the recovery codes, then on to the dashboard. Turning the app on is what
 * signs the person in. Loaded only when needed, so the sign-in page stays light.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RecoveryCodesList } from "@/features/mfa/recovery-codes-list";
import { TotpSetup } from "@/features/mfa/totp-setup";
import { apiRequest, errorMessage } from "@/lib/api";
import { USER_PATH } from "@/lib/read-paths";
import { AuthSwitchLink } from "./auth-form-buttons";
import type { User } from "./types";
import { welcomeSignedIn } from "./use-auth";

export default function SetupRequiredPanel({
  username,
  onRestart,
}: {
  username: string;
  onRestart: () => void;
}) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[]>();
  const welcome = useMutation({
    mutationFn: () => apiRequest<User>("GET", USER_PATH),
    onSuccess: (user) => welcomeSignedIn(queryClient, user),
  });
  return (
    <section aria-labelledby="setup-required-heading" className="space-y-4">
      <div>
        <h1 id="setup-required-heading" className="mb-1 text-2xl font-bold">
          Set up two-step verification
        </h1>
        <p className="text-sm text-muted-foreground">
          Your access level requires a code from an authenticator app after your password. Set it up now to
          sign in.
        </p>
      </div>
      {codes ? (
        <>
          <RecoveryCodesList codes={codes} account={username} />
          {/* Signed in now: holding the user moves the page on to the dashboard. */}
          <Button className="w-full" disabled={welcome.isPending} onClick={() => welcome.mutate()}>
            {welcome.isPending ? "Signing in..." : "Continue"}
          </Button>
          {welcome.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(welcome.error, "Please try again.")}
            </p>
          )}
        </>
      ) : (
        <>
          <TotpSetup onEnabled={setCodes} />
          <AuthSwitchLink onClick={onRestart}>Back to sign in</AuthSwitchLink>
        </>
      )}
    </section>
  );
}
