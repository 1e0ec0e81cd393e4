/** Which wallets this server signs passes for (GET /api/wallet); it changes only with a restart. */
import type { WalletAvailability } from "@core/wallet";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const URL = "/api/wallet";

export function useWalletAvailability() {
  return useQuery({
    queryKey: [URL],
    queryFn: () => apiRequest<WalletAvailability>("GET", URL),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
