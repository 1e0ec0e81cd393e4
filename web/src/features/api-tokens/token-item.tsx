/** One token in a list: its name, prefix, scopes, dates and state, and Revoke while it is live. */
import type { ApiToken } from "@core/schemas/api-tokens";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { STATUS_LABELS, tokenDates } from "./token-text";

export function TokenItem(props: { token: ApiToken; owner?: string; onRevoke: () => void }) {
  const { token, owner, onRevoke } = props;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2" data-api-token={token.id}>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{token.name}</span>
          <code className="font-mono text-xs text-muted-foreground">{token.prefix}…</code>
          <Badge
            className={
              token.status === "live" ? undefined : "border-border bg-transparent text-muted-foreground"
            }
          >
            {STATUS_LABELS[token.status]}
          </Badge>
        </p>
        {owner && <p>Owner: {owner}</p>}
        <p className="break-words text-muted-foreground">{token.scopes.join(", ")}</p>
        <p className="text-muted-foreground">{tokenDates(token)}</p>
      </div>
      {token.status === "live" && (
        <Button variant="outline" size="sm" aria-label={`Revoke token ${token.name}`} onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </li>
  );
}
