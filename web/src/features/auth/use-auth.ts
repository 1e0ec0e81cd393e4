/**
 * The current user: loaded from GET /api/user, where 401 means "no user".
 * Login, register and update-password replace the held user; logout clears it. When the server
 * cannot be reached, the user remembered on this device stands in (session.ts).
 */

import type { LoginInput, RegisterInput, UpdatePasswordInput } from "@core/schemas/auth";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { forgetSignedInPages } from "@/features/offline/offline-caches";
import { apiRequest, errorMessage, retryWhileBusy } from "@/lib/api";
import { USER_PATH } from "@/lib/read-paths";
import { toast } from "@/lib/toast";
import { checkSession, loadSignupConfig, mayBeSignedIn, SESSION_RETRY_MS, userToShow } from "./session";
import { forgetUser, rememberUser } from "./stored-user";
import { displayName, type User } from "./types";

export const USER_QUERY_KEY = [USER_PATH];

function useUserQuery() {
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => checkSession(),
    // Without the hint there is no session: signed out from the first render, with no loading
    // state in between; the landing and sign-in pages then draw what
    // their documents already show (entries/prerender.tsx).
    initialData: () => (mayBeSignedIn() ? undefined : null),
    // Tried even when the browser says it is offline: the answer (or its failure) is what counts.
    networkMode: "always",
    // A failed check is not repeated by every screen that mounts (each would flash the loading
    // state); it is repeated now and then, on reconnecting (by default) and on 'Try again'.
    retryOnMount: false,
    refetchInterval: (query) => (query.state.status === "error" ? SESSION_RETRY_MS : false),
  });
}

/**
 * Whether the server has not answered the session check: it failed, and no answer has come
 * since (a new attempt in flight keeps this true, so nothing flickers while it runs).
 */
function unanswered(query: ReturnType<typeof useUserQuery>): boolean {
  return query.isError || (query.data === undefined && query.errorUpdateCount > 0);
}

/**
 * The signed-in user: the server's answer, or, while the server cannot be reached, the user
 * remembered on this device. `data` is null when signed out, undefined while loading.
 */
export function useUser() {
  const query = useUserQuery();
  const answer = query.data;
  // Every way the held user changes (sign-in, profile edits, sign-out, a deleted account) keeps
  // the remembered copy in step; a failed check changes nothing.
  useEffect(() => {
    if (answer === null) forgetUser();
    else if (answer) rememberUser(answer);
  }, [answer]);
  const data = userToShow(answer, unanswered(query));
  return { ...query, data, isLoading: query.isLoading && data === undefined };
}

/**
 * Whether the last session check went unanswered (no network, a 5xx): the screens then show
 * what this device saved, under the shell's banner, until the server answers again.
 */
export function useSessionCheck() {
  const query = useUserQuery();
  return { unanswered: unanswered(query), checking: query.isFetching, retry: () => void query.refetch() };
}

/**
 * A refused sign-in or registration is told once, by the form's own alert under the toast's title
 * ('Login failed' / 'Registration failed'): a toast beside it would show and announce the same words twice.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<LoginAnswer>("POST", "/api/login", input),
    ...retryWhileBusy,
    // The password alone signed in; otherwise the sign-in page shows the step that comes next.
    onSuccess: (answer) => {
      if ("id" in answer) welcomeSignedIn(queryClient, answer);
    },
  });
}

/** POST /api/login's answers: the user, or the second step that must come first (decision 033). */
export type LoginAnswer = User | { mfaRequired: true; methods: string[] } | { mfaSetupRequired: true };

/** Every way of signing in ends here: the user is held, and greeted. */
export function welcomeSignedIn(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
  toast({
    title: "Login successful",
    description: `Welcome back, ${displayName(user)}!`,
    variant: "success",
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>("POST", "/api/register", input),
    ...retryWhileBusy,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: "Registration successful",
        description: "Your account has been created",
        variant: "success",
      });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>("POST", "/api/logout"),
    onSuccess: () => {
      forgetUser();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Nothing of the previous user may stay in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      void forgetSignedInPages();
      toast({ title: "Logged out", description: "You've been successfully logged out" });
    },
    onError: (error) => {
      toast({
        title: "Logout failed",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
}

export function useResetRequest() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<unknown>("POST", "/api/reset-password", { email }),
    onSuccess: () => {
      toast({
        title: "Password reset initiated",
        description: "If your email is registered, you will receive a password reset link",
      });
    },
    onError: (error) => {
      toast({
        title: "Password reset failed",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePasswordInput) => apiRequest<User>("POST", "/api/update-password", input),
    ...retryWhileBusy,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: "Password updated",
        description: "Your password has been successfully updated",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Password update failed",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
}

export function useSignupConfig() {
  return useQuery({
    queryKey: ["/api/config/auth"],
    // The last known answer stands in when the server cannot be reached.
    queryFn: () => loadSignupConfig(),
    networkMode: "always",
    staleTime: Number.POSITIVE_INFINITY,
  });
}
