/**
 * A claim link's calls (decision 032): whose account and card it opens, and claiming it, which
 * answers the account as signing in does (the server has started the session).
 */
import type { ClaimView } from "@core/schemas/claims";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "@/features/auth/types";
import { USER_QUERY_KEY } from "@/features/auth/use-auth";
import { apiRequest, retryWhileBusy } from "@/lib/api";

const claimUrl = (token: string) => `/api/claims/${encodeURIComponent(token)}`;

export function useClaimView(token: string) {
  return useQuery({
    queryKey: ["/api/claims", token],
    queryFn: () => apiRequest<ClaimView>("GET", claimUrl(token)),
    // A used or expired link stays so: asking again changes nothing.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<User>("POST", claimUrl(token), { password }),
    // Setting the password is hashing, which a busy server turns away for a moment (503).
    ...retryWhileBusy,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
