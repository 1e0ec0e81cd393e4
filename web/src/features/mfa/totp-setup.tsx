/**
 * Setting up an authenticator app: a QR code to scan, the secret as text for apps that cannot
 * scan, and the first code, which turns two-step verification on. Used by the account page and
 * by the sign-in page when an account's level requires it.
 */
import { readTotpCode, TOTP_CODE_MESSAGE } from "@core/second-step";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useQrCode } from "@/features/cards/qr/use-qr-code";
import { ApiError, errorMessage } from "@/lib/api";
import { beginTotpSetup, enableTotp, type TotpSetupAnswer } from "./mfa-api";

/** "ABCD EFGH ..." : easier to read and type than 32 letters in a row. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function SetupQr({ setup }: { setup: TotpSetupAnswer }) {
  const qr = useQrCode(setup.otpauthUrl, true);
  return (
    <div className="mx-auto flex h-48 w-48 items-center justify-center rounded-md border border-border bg-white p-2">
      {qr.status === "ready" && (
        <img src={qr.dataUrl} alt="QR code to scan with your authenticator app" className="h-full w-full" />
      )}
      {qr.status === "pending" && <Spinner label="Drawing the QR code" />}
      {qr.status === "error" && (
        <p className="text-center text-sm text-neutral-700">
          The QR code could not be drawn. Type the key below.
        </p>
      )}
    </div>
  );
}

export function TotpSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setup = useMutation({ mutationFn: beginTotpSetup });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: (answer) => onEnabled(answer.recoveryCodes),
  });
  const [codeError, setCodeError] = useState<string>();
  const start = setup.mutate;
  // One secret per opening; a new opening makes a new one, and the old one is replaced.
  useEffect(() => start(), [start]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = readTotpCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    setCodeError(code ? undefined : TOTP_CODE_MESSAGE);
    if (code)
      enable.mutate(code, {
        onError: (error) => setCodeError(error instanceof ApiError ? error.fields?.code : undefined),
      });
  };

  if (setup.isPending || setup.isIdle) return <Spinner label="Preparing your key" />;
  if (setup.isError) {
    return (
      <div className="space-y-3">
        <Alert title="Setup could not start">{errorMessage(setup.error, "Please try again.")}</Alert>
        <Button variant="outline" onClick={() => start()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or type the key shown under it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <SetupQr setup={setup.data} />
      <FormField label="Key for typing in" hint="The same key as the QR code, for apps that cannot scan.">
        <Input readOnly value={grouped(setup.data.secret)} className="font-mono tracking-wider" />
      </FormField>
      <form noValidate onSubmit={submit} className="space-y-3">
        {enable.isError && !codeError && (
          <Alert title="Not turned on">{errorMessage(enable.error, "Please try again.")}</Alert>
        )}
        <FormField label="Code from the app" error={codeError}>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" placeholder="123 456" />
        </FormField>
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? "Checking..." : "Turn on"}
        </Button>
      </form>
    </div>
  );
}
