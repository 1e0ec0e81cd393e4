/** The Calendly connection of a card's assistant (server/modules/calendly): status, connect, event types. */
import type { CalendlyEventType, CalendlyStatus } from "@core/schemas/calendly";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const base = (cardId: number) => `/api/calendly/${cardId}`;

export function useCalendlyStatus(cardId: number) {
  return useQuery({
    queryKey: [`${base(cardId)}/status`],
    queryFn: () => apiRequest<CalendlyStatus>("GET", `${base(cardId)}/status`),
  });
}

export function useCalendlyEventTypes(cardId: number, connected: boolean) {
  return useQuery({
    queryKey: [`${base(cardId)}/event-types`],
    queryFn: async () =>
      (await apiRequest<{ eventTypes: CalendlyEventType[] }>("GET", `${base(cardId)}/event-types`))
        .eventTypes,
    enabled: connected,
  });
}

/** Connect, choose an event type, disconnect: each answers the new status. */
export function useCalendlyChange(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: "connect"; token: string }
        | { kind: "choose"; eventTypeUri: string }
        | { kind: "disconnect" },
    ) => {
      if (change.kind === "connect")
        return apiRequest<CalendlyStatus>("POST", `${base(cardId)}/connect`, { token: change.token });
      if (change.kind === "choose")
        return apiRequest<CalendlyStatus>("PUT", `${base(cardId)}/event-type`, {
          eventTypeUri: change.eventTypeUri,
        });
      return apiRequest<CalendlyStatus>("DELETE", base(cardId));
    },
    onSuccess: (status) => {
      queryClient.setQueryData([`${base(cardId)}/status`], status);
      void queryClient.invalidateQueries({ queryKey: [`${base(cardId)}/event-types`] });
    },
  });
}
