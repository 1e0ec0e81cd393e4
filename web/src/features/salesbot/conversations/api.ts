/**
 * The conversation history's calls: the card's conversations page by page with
 * the filters, one conversation with its transcript, and the filtered list as CSV.
 */
import type {
  ConversationDetail,
  ConversationFilters,
  ConversationsResponse,
} from "@core/salesbot/conversations";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const base = (cardId: number) => `/api/salesbot/${cardId}/conversations`;

function filterQuery(filters: ConversationFilters): URLSearchParams {
  const query = new URLSearchParams({ outcome: filters.outcome, score: filters.score });
  if (filters.search) query.set("search", filters.search);
  return query;
}

export function useConversations(cardId: number, filters: ConversationFilters) {
  return useInfiniteQuery({
    queryKey: [base(cardId), filters],
    queryFn: ({ pageParam }) => {
      const query = filterQuery(filters);
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<ConversationsResponse>("GET", `${base(cardId)}?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new filter loads, the list it replaces stays instead of a blank screen.
    placeholderData: keepPreviousData,
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: [`/api/salesbot/conversation/${id}`],
    queryFn: () => apiRequest<ConversationDetail>("GET", `/api/salesbot/conversation/${id}`),
    enabled: id !== null,
  });
}

export function exportUrl(cardId: number, filters: ConversationFilters): string {
  return `${base(cardId)}/export?${filterQuery(filters)}`;
}
