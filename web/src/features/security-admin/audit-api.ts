/** The audit trail's pages and export address, with the screen's filters. */
import type { AuditEvent, AuditFilters } from "@core/schemas/sign-in";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const AUDIT_PATH = "/api/audit-events";

interface AuditPage {
  events: AuditEvent[];
  nextBefore: number | null;
}

function query(filters: AuditFilters, before?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  if (before !== undefined) params.set("before", String(before));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [AUDIT_PATH, filters],
    queryFn: ({ pageParam }) => apiRequest<AuditPage>("GET", `${AUDIT_PATH}${query(filters, pageParam)}`),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every event the filters match. */
export const auditExportAddress = (filters: AuditFilters) => `${AUDIT_PATH}/export${query(filters)}`;
