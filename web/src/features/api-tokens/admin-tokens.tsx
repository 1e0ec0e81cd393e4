/**
 * The Security screen's API tokens (administrators): everyone's tokens, newest first, page by
 * page, with their owners, and Revoke for any live one.
 */
import type { AdminApiToken } from "@core/schemas/api-tokens";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { RevokeTokenDialog } from "./revoke-dialog";
import { TokenItem } from "./token-item";
import { useAllApiTokens } from "./use-api-tokens";

export function AdminTokens() {
  const pages = useAllApiTokens();
  const [revoking, setRevoking] = useState<AdminApiToken | null>(null);
  const tokens = pages.data?.pages.flatMap((page) => page.tokens) ?? [];

  return (
    <div className="space-y-3">
      {pages.isPending && <Spinner label="Loading API tokens" />}
      {pages.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(pages.error, "The API tokens could not be loaded.")}
        </p>
      )}
      {pages.isSuccess && tokens.length === 0 && (
        <p className="text-sm text-muted-foreground">Nobody has made an API token yet.</p>
      )}
      {tokens.length > 0 && (
        <ul
          aria-label="Everyone's API tokens"
          className="divide-y divide-border rounded-md border border-border"
        >
          {tokens.map((token) => (
            <TokenItem
              key={token.id}
              token={token}
              owner={token.owner.username}
              onRevoke={() => setRevoking(token)}
            />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button
          variant="outline"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? "Loading..." : "Show older tokens"}
        </Button>
      )}
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} anyone />
    </div>
  );
}
