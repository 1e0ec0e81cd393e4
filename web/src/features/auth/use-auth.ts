/**
 * The current user (spec 000 §4): loaded from GET /api/user, where 401 means "no user".
 * Login, register and update-password replace the held user; logout clears it.
 */

import type { LoginInput, RegisterInput, UpdatePasswordInput } from "@core/schemas/auth";
import type { AuthConfig } from "@core/schemas/config";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { forgetSignedInPages } from "@/features/offline/offline-caches";
import { apiRequest, errorMessage, retryWhileBusy } from "@/lib/api";
import { getOrNullOn401 } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { displayName, type User } from "./types";

export const USER_QUERY_KEY = ["/api/user"];

export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: () => getOrNullOn401<User>("/api/user") });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<User>("POST", "/api/login", input),
    ...retryWhileBusy,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: "Login successful",
        description: `Welcome back, ${displayName(user)}!`,
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Login failed",
        description: errorMessage(error, "Invalid username or password"),
        variant: "destructive",
      });
    },
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
    onError: (error) => {
      toast({
        title: "Registration failed",
        description: errorMessage(error, "Could not create account"),
        variant: "destructive",
      });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>("POST", "/api/logout"),
    onSuccess: () => {
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
    queryFn: () => apiRequest<AuthConfig>("GET", "/api/config/auth"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
