/**
 * New leads (core/leads.ts): the count the dashboard and the sidebar show, and marking a card's
 * list seen when it is opened, which refreshes both.
 */
import type { LeadList } from "@core/leads";
import type { NewLeads } from "@core/schemas/leads";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api";
import { NEW_LEADS_PATH } from "@/lib/read-paths";

const LEADS_SEEN_URL = "/api/leads/seen";
/** New leads arrive while the app is open: asked again this often, and on focus. */
const NEW_LEADS_REFRESH_MS = 60_000;

export function useNewLeads() {
  return useQuery({
    queryKey: [NEW_LEADS_PATH],
    queryFn: () => apiRequest<NewLeads>("GET", NEW_LEADS_PATH),
    refetchInterval: NEW_LEADS_REFRESH_MS,
  });
}

/**
 * Marks `list` of card `cardId` seen once it is open (`active`): its leads so far are no longer
 * new. A failure (offline) only leaves them new until the next time.
 */
export function useMarkLeadsSeen(cardId: number | undefined, list: LeadList, active = true) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: number) => apiRequest<NewLeads>("POST", LEADS_SEEN_URL, { cardId: id, list }),
    onSuccess: (leads) => queryClient.setQueryData([NEW_LEADS_PATH], leads),
  });
  useEffect(() => {
    if (active && cardId !== undefined) mutate(cardId);
  }, [active, cardId, mutate]);
}
