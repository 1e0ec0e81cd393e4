import type { SiteConfig } from "@core/schemas/config";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api";

/** Settings of this installation (GET /api/config/site); they change only with a restart. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ["/api/config/site"],
    queryFn: () => apiRequest<SiteConfig>("GET", "/api/config/site"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
