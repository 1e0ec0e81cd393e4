/**
 * GET /api/analytics/summaries: the totals of each of the signed-in user's own cards, for the
 * dashboard's Analytics tab. A file of its own, importing core's schema for its type only, so the
 * dashboard loads none of the analytics screen's code.
 */
import type { AnalyticsSummaries } from "@core/schemas/analytics";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const SUMMARIES_URL = "/api/analytics/summaries";

/** One card's totals. */
export type CardAnalyticsSummary = AnalyticsSummaries[number];

export function useAnalyticsSummaries() {
  return useQuery({
    queryKey: [SUMMARIES_URL],
    queryFn: () => apiRequest<AnalyticsSummaries>("GET", SUMMARIES_URL),
    staleTime: 0,
  });
}
