/** Asks before revoking a token: whatever uses it stops working at once. */
import type { ApiToken } from "@core/schemas/api-tokens";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api";
import { useRevokeApiToken } from "./use-api-tokens";

export function RevokeTokenDialog(props: {
  token: (ApiToken & { owner?: { username: string } }) | null;
  onClose: () => void;
  /** An administrator revoking someone else's token. */
  anyone?: boolean;
}) {
  const { token, onClose, anyone = false } = props;
  const revoke = useRevokeApiToken(anyone);
  const close = () => {
    onClose();
    revoke.reset();
  };
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={(open) => !open && close()}
      title="Revoke this token?"
      description={
        <p>
          “{token?.name}”{token?.owner ? ` of ${token.owner.username}` : ""} stops working at once: anything
          that uses it gets “401 Unauthorized”. This cannot be undone.
        </p>
      }
      confirmLabel={revoke.isPending ? "Revoking..." : "Revoke token"}
      destructive
      pending={revoke.isPending}
      onConfirm={() => token && revoke.mutate(token.id, { onSuccess: close })}
    >
      {revoke.isError && (
        <Alert className="mt-4">{errorMessage(revoke.error, "The token could not be revoked.")}</Alert>
      )}
    </ConfirmDialog>
  );
}
