/**
 * One webhook endpoint: its URL, events and state (on, off, switched off with the reason), and
 * its actions: the delivery log, 'Send a test event', 'Rotate secret' (asked first; the new
 * secret shown once), turn off or back on, delete (asked first).
 */
import type { WebhookEndpoint } from "@core/schemas/webhooks";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { DeliveryLog } from "./delivery-log";
import { deliveriesUrl, useWebhookChange } from "./integrations-api";
import { SecretOnce } from "./secret-once";

function StateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled && endpoint.failingSince) {
    return (
      <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100">Failing</Badge>
    );
  }
  if (endpoint.enabled) {
    return (
      <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">On</Badge>
    );
  }
  return (
    <Badge className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">
      {endpoint.disabledReason ? "Switched off" : "Off"}
    </Badge>
  );
}

export function WebhookItem({
  endpoint,
  secret,
  onSecretSeen,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  /** Its new secret, while it is to be shown. */
  secret: string | undefined;
  onSecretSeen: () => void;
  onSecret: (secret: string) => void;
}) {
  const change = useWebhookChange();
  const [showLog, setShowLog] = useState(false);
  const [asking, setAsking] = useState<"rotate" | "delete" | null>(null);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });
  const logId = `webhook-${endpoint.id}-log`;

  return (
    <li className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="break-all font-mono text-sm">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          <p className="text-xs text-muted-foreground">
            {endpoint.events.join(", ")}
            {endpoint.organizationId !== null ? " · for the organisation's cards" : ""}
          </p>
        </div>
        <StateBadge endpoint={endpoint} />
      </div>
      {!endpoint.enabled && endpoint.disabledReason && (
        <p role="note" className="break-words text-sm text-destructive">
          {endpoint.disabledReason}
        </p>
      )}
      {secret && <SecretOnce secret={secret} onDone={onSecretSeen} />}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? "Hide deliveries" : "Deliveries"}
        </Button>
        {endpoint.enabled && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: "test", id: endpoint.id },
                {
                  onSuccess: () => {
                    setShowLog(true);
                    toast({ title: "Test event queued", description: "It appears in the deliveries below." });
                  },
                  onError: failed("Test event not sent"),
                },
              )
            }
          >
            Send a test event
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" onClick={() => setAsking("rotate")}>
          Rotate secret
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: "update", id: endpoint.id, body: { enabled: !endpoint.enabled } },
              { onError: failed(endpoint.enabled ? "Not turned off" : "Not turned on") },
            )
          }
        >
          {endpoint.enabled ? "Turn off" : "Turn back on"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => setAsking("delete")}
        >
          Delete
        </Button>
      </div>
      {showLog && (
        <div id={logId}>
          <DeliveryLog url={deliveriesUrl(endpoint.id)} label={`Deliveries to ${endpoint.url}`} />
        </div>
      )}
      <ConfirmDialog
        open={asking === "rotate"}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Rotate the signing secret?"
        description="A new secret signs every delivery from now on. The current one keeps signing beside it for 24 hours, so you can update your receiver in that time."
        confirmLabel="Rotate secret"
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { kind: "rotate", id: endpoint.id },
            {
              onSuccess: (answer) => {
                setAsking(null);
                if (answer.secret) onSecret(answer.secret);
              },
              onError: failed("Secret not rotated"),
            },
          )
        }
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Delete this endpoint?"
        description={`No more events are sent to ${endpoint.url}, and its delivery log is deleted with it.`}
        confirmLabel="Delete endpoint"
        destructive
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { kind: "delete", id: endpoint.id },
            {
              onSuccess: () => {
                setAsking(null);
                toast({ title: "Endpoint deleted" });
              },
              onError: failed("Not deleted"),
            },
          )
        }
      />
    </li>
  );
}
