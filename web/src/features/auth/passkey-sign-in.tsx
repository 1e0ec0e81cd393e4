/**
 * "Sign in with a passkey" under the login form. Shown where the browser has WebAuthn
 * (window.PublicKeyCredential); the page is written at build time with the button, so the usual
 * case draws it at once, and a browser without passkeys removes it once the page has run.
 */
import { KeyRound } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { passkeyErrorMessage } from "./passkey-errors";
import { usePasskeySignIn } from "./use-passkey-sign-in";

const never = () => () => {};
const browserHasPasskeys = () => typeof window.PublicKeyCredential === "function";

export function PasskeySignIn() {
  const supported = useSyncExternalStore(never, browserHasPasskeys, () => true);
  const signIn = usePasskeySignIn();
  if (!supported) return null;
  return (
    <div className="space-y-3 border-t border-border pt-4">
      {signIn.isError && (
        <Alert title="Passkey sign-in failed">{passkeyErrorMessage(signIn.error, "sign-in")}</Alert>
      )}
      <Button
        variant="outline"
        className="w-full"
        disabled={signIn.isPending || signIn.isSuccess}
        onClick={() => signIn.mutate()}
      >
        <KeyRound className="h-4 w-4" aria-hidden />
        {signIn.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
