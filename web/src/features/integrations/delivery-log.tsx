/** An endpoint's newest deliveries: event, status, the receiver's answer, when, attempts, error. */
import type { WebhookDelivery } from "@core/schemas/webhooks";
import { Badge } from "@/components/ui/badge";
import { errorMessage } from "@/lib/api";
import { useDeliveries } from "./integrations-api";

const STATUS_LOOK: Record<WebhookDelivery["status"], string> = {
  delivered: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

const when = (iso: string) => new Date(iso).toLocaleString();

export function DeliveryLog({ url, label }: { url: string; label: string }) {
  const log = useDeliveries(url);
  if (log.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(log.error, "Failed to load the delivery log.")}
      </p>
    );
  }
  if (!log.data) return <p className="text-sm text-muted-foreground">Loading deliveries...</p>;
  if (log.data.deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing has been sent yet.</p>;
  }
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-md border border-border">
      {log.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="space-y-1 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs">{delivery.eventType}</span>
            <Badge className={STATUS_LOOK[delivery.status]}>{delivery.status}</Badge>
            {delivery.responseStatus !== null && (
              <span className="text-muted-foreground">HTTP {delivery.responseStatus}</span>
            )}
            <span className="text-muted-foreground">
              {delivery.attempts} attempt{delivery.attempts === 1 ? "" : "s"}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">
            {delivery.lastAttemptAt
              ? `Last tried ${when(delivery.lastAttemptAt)}`
              : `Queued ${when(delivery.createdAt)}`}
            {delivery.durationMs !== null ? ` · ${delivery.durationMs} ms` : ""}
            {delivery.nextAttemptAt && delivery.attempts > 0
              ? ` · next try ${when(delivery.nextAttemptAt)}`
              : ""}
          </p>
          {delivery.error && (
            <p
              className={
                delivery.status === "delivered"
                  ? "break-words text-xs text-muted-foreground"
                  : "break-words text-xs text-destructive"
              }
            >
              {delivery.error}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
