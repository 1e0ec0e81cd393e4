import { QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "./api";

/** Data queries are fresh for 30 s, cached for 60 s, never retried, and refetched on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 60_000,
        retry: false,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        queryFn: ({ queryKey }) => apiRequest("GET", queryKey[0] as string),
      },
      mutations: { retry: false },
    },
  });
}

/** A query function that turns 401 into null: "no user" is not an error. */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>("GET", url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
