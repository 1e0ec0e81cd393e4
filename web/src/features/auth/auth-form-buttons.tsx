import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * An auth form's full-width submit button. It is off until the form can be sent (`ready`, the
 * page's script has run) and while the request is under way (`busy`), which its label then says.
 */
export function AuthSubmit({
  ready = true,
  busy,
  label,
  busyLabel,
}: {
  ready?: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" className="w-full" disabled={!ready || busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The link under an auth form to its other step (forgotten password, back to sign-in). */
export function AuthSwitchLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="text-center">
      <Button variant="link" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
