/** The salesbot configuration API: GET and POST /api/salesbot/{cardId}/config. */

import type { SalesbotEngineInfo } from "@core/salesbot/engine-info";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { SalesbotConfigFields } from "./config/config-draft";

function salesbotConfigUrl(cardId: string): string {
  return `/api/salesbot/${encodeURIComponent(cardId)}/config`;
}

export function useSalesbotConfig(cardId: string | undefined) {
  return useQuery({
    queryKey: [salesbotConfigUrl(cardId ?? "")],
    queryFn: () => apiRequest<SalesbotConfigFields>("GET", salesbotConfigUrl(cardId!)),
    enabled: cardId !== undefined,
  });
}

/** Which engine answers visitors on this installation (the same for every card). */
export function useSalesbotEngine() {
  return useQuery({
    queryKey: ["/api/salesbot/engine"],
    queryFn: () => apiRequest<SalesbotEngineInfo>("GET", "/api/salesbot/engine"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveSalesbotConfig(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: SalesbotConfigFields) =>
      apiRequest<SalesbotConfigFields>("POST", salesbotConfigUrl(cardId), config),
    onSuccess: (saved) => queryClient.setQueryData([salesbotConfigUrl(cardId)], saved),
  });
}
