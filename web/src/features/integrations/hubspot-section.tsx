/**
 * HubSpot: connect with a private app's access token (checked with HubSpot, stored encrypted,
 * never shown again); connected, every new or changed lead with an email becomes a HubSpot
 * contact. Shows the connection's state (switched off after repeated failure: connect again) and
 * its last deliveries; disconnect asks first.
 */
import { useId, useState } from "react";
import { AccessTokenField } from "@/components/ui/access-token-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { DeliveryLog } from "./delivery-log";
import { useHubspotChange, useHubspotStatus } from "./integrations-api";

export function HubspotSection() {
  const ids = useId();
  const status = useHubspotStatus();
  const change = useHubspotChange();
  const [token, setToken] = useState("");
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const endpoint = status.data?.endpoint ?? null;

  function connect(): void {
    if (token.trim() === "") {
      setTokenError("Enter the private app's access token");
      return;
    }
    setTokenError(null);
    change.mutate(
      { kind: "connect", token: token.trim() },
      {
        onSuccess: () => {
          setToken("");
          toast({ title: "HubSpot connected", variant: "success" });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setTokenError(error.serverMessage);
          else
            toast({
              title: "Not connected",
              description: errorMessage(error, "Please try again."),
              variant: "destructive",
            });
        },
      },
    );
  }

  const tokenForm = (
    <AccessTokenField
      id={`${ids}-token`}
      label="HubSpot private app access token"
      value={token}
      onChange={setToken}
      onConnect={connect}
      maxLength={500}
      error={tokenError}
      pending={change.isPending}
      connectLabel={endpoint ? "Connect again" : "Connect"}
      hint="Create a private app in HubSpot (Settings, Integrations, Private apps) with the contacts read and write scopes. The token is stored encrypted and never shown again."
    />
  );

  if (status.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(status.error, "Failed to load the HubSpot connection.")}
      </p>
    );
  }
  if (!status.data) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (!endpoint) return tokenForm;
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {endpoint.enabled ? (
          <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            Connected
          </Badge>
        ) : (
          <Badge className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">Switched off</Badge>
        )}
        <span>New and changed leads with an email are sent to HubSpot as contacts.</span>
      </p>
      {!endpoint.enabled && (
        <>
          {endpoint.disabledReason && (
            <p role="note" className="break-words text-sm text-destructive">
              {endpoint.disabledReason}
            </p>
          )}
          {tokenForm}
        </>
      )}
      <section aria-labelledby={`${ids}-log`} className="space-y-2">
        <h3 id={`${ids}-log`} className="text-sm font-semibold">
          Last deliveries
        </h3>
        <DeliveryLog url="/api/hubspot/deliveries" label="Deliveries to HubSpot" />
      </section>
      <Button type="button" variant="outline" onClick={() => setAsking(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Disconnect HubSpot?"
        description="Leads are no longer sent to HubSpot, and the token and the delivery log are deleted. Contacts already in HubSpot stay there."
        confirmLabel="Disconnect"
        destructive
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { kind: "disconnect" },
            {
              onSuccess: () => {
                setAsking(false);
                toast({ title: "HubSpot disconnected" });
              },
              onError: (error) =>
                toast({
                  title: "Not disconnected",
                  description: errorMessage(error, "Please try again."),
                  variant: "destructive",
                }),
            },
          )
        }
      />
    </div>
  );
}
