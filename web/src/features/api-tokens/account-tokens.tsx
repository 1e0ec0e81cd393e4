/**
 * The Account page's API tokens: what a token is for, the form that makes one (shown once), and
 * the account's tokens with their last use and Revoke. Fetched with its tab, not with the page.
 */
import { API_TOKENS_PER_USER } from "@core/api-scopes";
import type { ApiToken, CreatedApiToken } from "@core/schemas/api-tokens";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { NewTokenForm } from "./new-token-form";
import { RevokeTokenDialog } from "./revoke-dialog";
import { ShownOnce } from "./shown-once";
import { TokenItem } from "./token-item";
import { useOwnApiTokens } from "./use-api-tokens";

export default function AccountTokens() {
  const tokens = useOwnApiTokens();
  const [made, setMade] = useState<(CreatedApiToken & { name: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const list = tokens.data ?? [];
  const live = list.filter((token) => token.status === "live").length;

  return (
    <div className="space-y-8">
      <section aria-labelledby="api-tokens-intro" className="space-y-2 text-sm">
        <h3 id="api-tokens-intro" className="font-semibold">
          Personal API tokens
        </h3>
        <p className="text-muted-foreground">
          A token lets a program (Zapier, n8n, your own script) use the open API as you, within the scopes you
          give it and never beyond what your account may do. Send it as{" "}
          <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>.{" "}
          <a href="/api/docs" className="text-primary underline underline-offset-2">
            API reference
          </a>
        </p>
      </section>
      {made ? (
        <ShownOnce name={made.name} token={made.token} onDone={() => setMade(null)} />
      ) : live >= API_TOKENS_PER_USER ? (
        <p className="text-sm text-muted-foreground">
          You have {API_TOKENS_PER_USER} active tokens, the most an account may have. Revoke one to make
          another.
        </p>
      ) : (
        <NewTokenForm onCreated={(created, name) => setMade({ ...created, name })} />
      )}
      <section aria-labelledby="api-tokens-list" className="space-y-3">
        <h3 id="api-tokens-list" className="font-semibold">
          Your tokens
        </h3>
        {tokens.isPending && <Spinner label="Loading your tokens" />}
        {tokens.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(tokens.error, "Your tokens could not be loaded.")}
          </p>
        )}
        {tokens.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">You have no API tokens yet.</p>
        )}
        {list.length > 0 && (
          <ul aria-label="Your API tokens" className="divide-y divide-border rounded-md border border-border">
            {list.map((token) => (
              <TokenItem key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </section>
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
