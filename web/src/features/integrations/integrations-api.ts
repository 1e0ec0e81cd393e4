/** Webhook endpoints and the HubSpot connection (server/modules/webhooks, server/modules/hubspot). */
import type {
  CreateWebhook,
  HubspotStatus,
  UpdateWebhook,
  WebhookDeliveries,
  WebhookEndpoint,
} from "@core/schemas/webhooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const WEBHOOKS = "/api/webhooks";
const HUBSPOT = "/api/hubspot";
/** The log is read again while something in it is still pending. */
const PENDING_POLL_MS = 2_000;

export function useWebhooks() {
  return useQuery({
    queryKey: [WEBHOOKS],
    queryFn: async () => (await apiRequest<{ webhooks: WebhookEndpoint[] }>("GET", WEBHOOKS)).webhooks,
  });
}

/** The newest deliveries of an endpoint (or of HubSpot's, with `url` /api/hubspot/deliveries). */
export function useDeliveries(url: string, enabled = true) {
  return useQuery({
    queryKey: [url],
    queryFn: () => apiRequest<WebhookDeliveries>("GET", `${url}?limit=20`),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === "pending")
        ? PENDING_POLL_MS
        : false,
  });
}

export const deliveriesUrl = (id: number) => `${WEBHOOKS}/${id}/deliveries`;

export function useWebhookChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: "create"; body: CreateWebhook }
        | { kind: "update"; id: number; body: UpdateWebhook }
        | { kind: "delete"; id: number }
        | { kind: "test"; id: number }
        | { kind: "rotate"; id: number },
    ): Promise<{ id?: number; secret?: string }> => {
      if (change.kind === "create") return apiRequest("POST", WEBHOOKS, change.body);
      if (change.kind === "update") return apiRequest("PATCH", `${WEBHOOKS}/${change.id}`, change.body);
      if (change.kind === "delete") return apiRequest("DELETE", `${WEBHOOKS}/${change.id}`);
      if (change.kind === "test") return apiRequest("POST", `${WEBHOOKS}/${change.id}/test`);
      return apiRequest("POST", `${WEBHOOKS}/${change.id}/rotate-secret`);
    },
    onSuccess: (_answer, change) => {
      void queryClient.invalidateQueries({ queryKey: [WEBHOOKS] });
      if ("id" in change) void queryClient.invalidateQueries({ queryKey: [deliveriesUrl(change.id)] });
    },
  });
}

export function useHubspotStatus() {
  return useQuery({ queryKey: [HUBSPOT], queryFn: () => apiRequest<HubspotStatus>("GET", HUBSPOT) });
}

export function useHubspotChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: "connect"; token: string } | { kind: "disconnect" }) =>
      change.kind === "connect"
        ? apiRequest<HubspotStatus>("POST", `${HUBSPOT}/connect`, { token: change.token })
        : apiRequest<HubspotStatus>("DELETE", HUBSPOT),
    onSuccess: (status) => {
      queryClient.setQueryData([HUBSPOT], status);
      void queryClient.invalidateQueries({ queryKey: [`${HUBSPOT}/deliveries`] });
    },
  });
}
