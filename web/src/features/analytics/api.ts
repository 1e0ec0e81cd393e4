/**
 * The analytics API (core/schemas/analytics.ts): the screen's data for a range, older pages of
 * each history and the export's progress. The dashboard's totals are in summaries-api.ts.
 */
import {
  type AnalyticsRange,
  type AnalyticsResponse,
  type ExportProgress,
  type ExportScope,
  HISTORY_PAGE_SIZE,
  type HistoryKind,
  type HistoryPage,
} from "@core/schemas/analytics";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";

const ANALYTICS_URL = "/api/analytics";

function analyticsUrl(cardId: string, range: AnalyticsRange, tz: string): string {
  const query = new URLSearchParams({ range, tz });
  return `${ANALYTICS_URL}/${cardId}?${query}`;
}

/**
 * The screen's data. Switching the range keeps the card's previous figures on screen until the
 * new ones arrive; another card's figures are never shown in the meantime.
 */
export function useAnalytics(cardId: string | undefined, range: AnalyticsRange, tz: string) {
  const url = cardId ? analyticsUrl(cardId, range, tz) : "";
  return useQuery({
    queryKey: [url],
    queryFn: () => apiRequest<AnalyticsResponse>("GET", url),
    enabled: cardId !== undefined,
    placeholderData: (previous) => (previous && String(previous.card.id) === cardId ? previous : undefined),
  });
}

/**
 * One history table: the first page as the screen's answer brought it, then older pages on
 * 'Load more'. The key names the newest row and the first page's cursor, so a refetch that
 * brings nothing new keeps the pages already loaded, and one with new rows starts over.
 */
export function useHistory<K extends HistoryKind>(cardId: number, kind: K, first: HistoryPage<K>) {
  return useInfiniteQuery({
    queryKey: [`${ANALYTICS_URL}/${cardId}/${kind}`, first.items[0]?.id ?? null, first.nextCursor],
    queryFn: ({ pageParam }) => {
      if (pageParam === null) return Promise.resolve(first);
      const query = new URLSearchParams({ cursor: pageParam, limit: String(HISTORY_PAGE_SIZE) });
      return apiRequest<HistoryPage<K>>("GET", `${ANALYTICS_URL}/${cardId}/${kind}?${query}`);
    },
    initialPageParam: null as string | null,
    initialData: { pages: [first], pageParams: [null] },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The first page comes with the screen's data; loaded pages stay until that changes.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function exportUrl(
  cardId: number,
  options: { scope: ExportScope; range: AnalyticsRange; tz: string; progress: string },
): string {
  return `${ANALYTICS_URL}/${cardId}/export?${new URLSearchParams({ ...options })}`;
}

/** The export's progress, or null while the server has none for this id (not started, or long gone). */
export async function fetchExportProgress(cardId: number, token: string): Promise<ExportProgress | null> {
  try {
    return await apiRequest<ExportProgress>("GET", `${ANALYTICS_URL}/${cardId}/export/progress/${token}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
