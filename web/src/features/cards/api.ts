/**
 * Card data for the dashboard and the editors. Edits are local until saved;
 * a save sends the whole card merged with the changes, then the card list is refreshed.
 */

import type { BusinessCard } from "@core/card";
import { cardUrl } from "@core/card-display";
import type { MessageAnswer } from "@core/schemas/api";
import type { CreateCardInput, UpdateCardInput } from "@core/schemas/card";
import type { DashboardSummary } from "@core/schemas/card-response";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { isThisLoadsRead } from "@/lib/page-answers";
import { CARDS_PATH, DASHBOARD_SUMMARY_PATH } from "@/lib/read-paths";

const cardApiUrl = (id: number | string) => `${CARDS_PATH}/${id}`;

/**
 * Read afresh each time a screen that shows it opens (the card list is fresh on every
 * load), unless the page came with it at this very load (lib/page-answers.ts).
 */
const FRESH_ON_EVERY_LOAD = {
  staleTime: 0,
  refetchOnMount: (query: { queryKey: readonly unknown[] }) =>
    isThisLoadsRead(query.queryKey) ? false : ("always" as const),
};

/** The signed-in user's cards. */
export function useMyCards() {
  return useQuery({
    queryKey: [CARDS_PATH],
    queryFn: () => apiRequest<BusinessCard[]>("GET", CARDS_PATH),
    ...FRESH_ON_EVERY_LOAD,
  });
}

/** The dashboard's totals, which move with the cards. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: [DASHBOARD_SUMMARY_PATH],
    queryFn: () => apiRequest<DashboardSummary>("GET", DASHBOARD_SUMMARY_PATH),
    ...FRESH_ON_EVERY_LOAD,
  });
}

export function useCard(id: number | string | undefined) {
  return useQuery({
    queryKey: [cardApiUrl(id ?? "")],
    queryFn: () => apiRequest<BusinessCard>("GET", cardApiUrl(id!)),
    enabled: id !== undefined && /^\d+$/.test(String(id)),
  });
}

function useRefreshCards() {
  const queryClient = useQueryClient();
  return (card?: BusinessCard) => {
    if (card) queryClient.setQueryData([cardApiUrl(card.id)], card);
    void queryClient.invalidateQueries({ queryKey: [CARDS_PATH] });
    void queryClient.invalidateQueries({ queryKey: [DASHBOARD_SUMMARY_PATH] });
  };
}

export function useCreateCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (input: CreateCardInput) => apiRequest<BusinessCard>("POST", CARDS_PATH, input),
    onSuccess: (card) => refresh(card),
  });
}

/** PUT: the whole card merged with the changes, or a single field. */
export function useUpdateCard(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (changes: UpdateCardInput | Partial<BusinessCard>) =>
      apiRequest<BusinessCard>("PUT", cardApiUrl(id), changes),
    onSuccess: (card) => refresh(card),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageAnswer>("DELETE", cardApiUrl(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [cardApiUrl(id)] });
      refresh();
    },
  });
}

/** The absolute public link of a card. */
export function publicCardUrl(slug: string, origin = window.location.origin): string {
  return cardUrl(origin, slug);
}
