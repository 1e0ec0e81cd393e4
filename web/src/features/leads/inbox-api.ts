/**
 * The leads inbox's calls: a card's or an organisation's leads page by page with the search and
 * status filter, one lead with its timeline, its status and notes saved, and the list as CSV.
 */
import type { LeadStatus } from "@core/leads";
import type { InboxPage, Lead, LeadDetail, LeadPatch } from "@core/schemas/leads";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const LEADS_URL = "/api/leads";

/** Whose leads the inbox shows: a card's, or an organisation's (its owners and admins). */
export type InboxSource = { cardId: number } | { organizationId: number };

export interface InboxFilters {
  q?: string | undefined;
  status?: LeadStatus | undefined;
}

function filterQuery(source: InboxSource, filters: InboxFilters): URLSearchParams {
  const query = new URLSearchParams(
    "cardId" in source
      ? { cardId: String(source.cardId) }
      : { organizationId: String(source.organizationId) },
  );
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  return query;
}

export function useLeads(source: InboxSource | undefined, filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: [LEADS_URL, source, filters],
    queryFn: ({ pageParam }) => {
      const query = filterQuery(source!, filters);
      if (pageParam !== null) query.set("cursor", String(pageParam));
      return apiRequest<InboxPage>("GET", `${LEADS_URL}?${query}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: source !== undefined,
    // While a new filter loads, the list it replaces stays instead of a blank screen.
    placeholderData: keepPreviousData,
  });
}

const leadUrl = (id: number) => `${LEADS_URL}/${id}`;

export function useLead(id: number | undefined) {
  return useQuery({
    queryKey: [leadUrl(id ?? 0)],
    queryFn: () => apiRequest<LeadDetail>("GET", leadUrl(id!)),
    enabled: id !== undefined,
  });
}

/** Saves a status or notes; the lead and the lists showing it are read again. */
export function useUpdateLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeadPatch) => apiRequest<Lead>("PATCH", leadUrl(id), patch),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [leadUrl(id)] });
      void queryClient.invalidateQueries({ queryKey: [LEADS_URL] });
    },
  });
}

export function leadsExportUrl(source: InboxSource, filters: InboxFilters): string {
  return `${LEADS_URL}/export?${filterQuery(source, filters)}`;
}
