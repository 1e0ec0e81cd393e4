/**
 * Personal API tokens through the app's API: the account's own (list, create, revoke) and, for
 * administrators, everyone's (paged list, revoke).
 */
import type {
  AdminApiTokensPage,
  ApiToken,
  CreateApiTokenInput,
  CreatedApiToken,
} from "@core/schemas/api-tokens";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast";

const OWN_URL = "/api/account/tokens";
const OWN_KEY = [OWN_URL];
const ADMIN_URL = "/api/admin/api-tokens";
const ADMIN_KEY = [ADMIN_URL];

export function useOwnApiTokens() {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: () => apiRequest<{ tokens: ApiToken[] }>("GET", OWN_URL).then((answer) => answer.tokens),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => apiRequest<CreatedApiToken>("POST", OWN_URL, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OWN_KEY }),
  });
}

/** Revokes one's own token, or as an administrator (`anyone`) anyone's. */
export function useRevokeApiToken(anyone = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiToken>("DELETE", `${anyone ? ADMIN_URL : OWN_URL}/${id}`),
    onSuccess: (token) => {
      toast({ title: "Token revoked", description: `“${token.name}” no longer works.`, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: OWN_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}

export function useAllApiTokens() {
  return useInfiniteQuery({
    queryKey: ADMIN_KEY,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest<AdminApiTokensPage>("GET", pageParam ? `${ADMIN_URL}?before=${pageParam}` : ADMIN_URL),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
