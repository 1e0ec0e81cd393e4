/**
 * The Security tab's two-step verification: set up an authenticator app (QR code, key, first
 * code, then recovery codes), or, once on, get new recovery codes or turn it off with the
 * password and a code. Turning it off is not offered where the account's level requires it.
 */

import type { MfaStatus } from "@core/schemas/sign-in";
import { readTotpCode, TOTP_CODE_MESSAGE } from "@core/second-step";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { disableTotp, MFA_STATUS_PATH, renewRecoveryCodes } from "@/features/mfa/mfa-api";
import { RecoveryCodesList } from "@/features/mfa/recovery-codes-list";
import { TotpSetup } from "@/features/mfa/totp-setup";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

type DialogKind = "setup" | "renew" | "disable" | null;

function useMfaStatus() {
  return useQuery({
    queryKey: [MFA_STATUS_PATH],
    queryFn: () => apiRequest<MfaStatus>("GET", MFA_STATUS_PATH),
  });
}

function SetupDialogBody({ account, onDone }: { account: string; onDone: () => void }) {
  const [codes, setCodes] = useState<string[]>();
  if (codes) {
    return (
      <>
        <RecoveryCodesList codes={codes} account={account} />
        <DialogFooter>
          <Button onClick={onDone}>I have saved them</Button>
        </DialogFooter>
      </>
    );
  }
  return <TotpSetup onEnabled={setCodes} />;
}

/** New recovery codes for a code from the app. */
function RenewDialogBody({ account, onDone }: { account: string; onDone: () => void }) {
  const renew = useMutation({ mutationFn: renewRecoveryCodes });
  const [error, setError] = useState<string>();
  if (renew.data) {
    return (
      <>
        <RecoveryCodesList codes={renew.data.recoveryCodes} account={account} />
        <DialogFooter>
          <Button onClick={onDone}>I have saved them</Button>
        </DialogFooter>
      </>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = readTotpCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    setError(code ? undefined : TOTP_CODE_MESSAGE);
    if (code)
      renew.mutate(code, { onError: (failure) => setError(errorMessage(failure, "Please try again.")) });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Code from the app" error={error}>
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={renew.isPending}>
          {renew.isPending ? "Making codes..." : "Make new codes"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DisableDialogBody({ onDone }: { onDone: () => void }) {
  const disable = useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) => disableTotp(password, code),
  });
  const [errors, setErrors] = useState<{ password?: string; code?: string; other?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const code = readTotpCode(String(data.get("code") ?? ""));
    const found = {
      password: password ? undefined : "Password is required",
      code: code ? undefined : TOTP_CODE_MESSAGE,
    };
    setErrors(found);
    if (!password || !code) return;
    disable.mutate(
      { password, code },
      {
        onSuccess: (answer) => {
          toast({ title: "Success", description: answer.message, variant: "success" });
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          setErrors(
            fields ? { password: fields.password, code: fields.code } : { other: errorMessage(error, "") },
          );
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {errors.other && <Alert title="Not turned off">{errors.other}</Alert>}
      <FormField label="Password" error={errors.password}>
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <FormField label="Code from the app" error={errors.code}>
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" />
      </FormField>
      <DialogFooter>
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? "Turning off..." : "Turn off"}
        </Button>
      </DialogFooter>
    </form>
  );
}

const DIALOGS: Record<Exclude<DialogKind, null>, { title: string; description: string }> = {
  setup: {
    title: "Set up two-step verification",
    description: "After your password, sign-in will ask for a code from an app on your phone.",
  },
  renew: {
    title: "New recovery codes",
    description: "Enter a code from your app. Your old recovery codes stop working.",
  },
  disable: {
    title: "Turn off two-step verification",
    description: "Your password alone will sign you in again.",
  },
};

export function TwoStepSection() {
  const { data: user } = useUser();
  const status = useMfaStatus();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const close = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: [MFA_STATUS_PATH] });
  };
  const account = user?.username ?? "";
  const state = status.data;

  return (
    <section aria-labelledby="two-step-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="two-step-heading" className="font-semibold">
          Two-step verification
        </h3>
        {state?.totpEnabled && <Badge>On</Badge>}
      </div>
      {status.isPending && <Spinner label="Loading two-step verification" />}
      {status.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(status.error, "Two-step verification could not be loaded.")}
        </p>
      )}
      {state && !state.totpEnabled && (
        <>
          <p className="text-sm text-muted-foreground">
            Sign-in asks for a code from an authenticator app on your phone after your password.
          </p>
          {state.required && (
            <Alert title="Required for your account">Your access level requires two-step verification.</Alert>
          )}
          <Button onClick={() => setDialog("setup")}>Set up two-step verification</Button>
        </>
      )}
      {state?.totpEnabled && (
        <>
          <p className="text-sm text-muted-foreground">
            Sign-in asks for a code from your authenticator app. {state.recoveryCodesLeft} of 10 recovery
            codes left.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog("renew")}>
              New recovery codes
            </Button>
            {state.required ? (
              <p className="self-center text-sm text-muted-foreground">Required for your access level.</p>
            ) : (
              <Button variant="outline" onClick={() => setDialog("disable")}>
                Turn off
              </Button>
            )}
          </div>
        </>
      )}
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        {dialog && (
          <DialogContent>
            <DialogHeading title={DIALOGS[dialog].title} description={DIALOGS[dialog].description} />
            {dialog === "setup" && <SetupDialogBody account={account} onDone={close} />}
            {dialog === "renew" && <RenewDialogBody account={account} onDone={close} />}
            {dialog === "disable" && <DisableDialogBody onDone={close} />}
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
