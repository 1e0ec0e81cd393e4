/**
 * User management calls: the paged, searched list; create, update, delete;
 * the batch upload and its dry run; and the first card of a user (its slug prefills the edit dialog).
 */
import type { BatchRow } from "@core/batch-users";
import type {
  BulkCheckResult,
  BulkProgress,
  CreateUserInput,
  UpdateUserInput,
  UserListItem,
  UsersPage,
} from "@core/schemas/users";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/lib/api";
import { postBulkUpload } from "./batch/bulk-upload-request";

const USERS_URL = "/api/users";
export const USERS_PAGE_SIZE = 20;

function usersListUrl(search: string, page: number, pageSize = USERS_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const term = search.trim();
  if (term) params.set("search", term);
  return `${USERS_URL}?${params.toString()}`;
}

export function useUsersPage(search: string, page: number) {
  return useQuery({
    queryKey: [USERS_URL, { search: search.trim(), page }],
    queryFn: () => apiRequest<UsersPage>("GET", usersListUrl(search, page)),
    placeholderData: keepPreviousData,
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [USERS_URL] });
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiRequest<UserListItem>("POST", USERS_URL, input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      apiRequest<UserListItem>("PATCH", `${USERS_URL}/${id}`, input),
    onSuccess: () => refresh(),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>("DELETE", `${USERS_URL}/${id}`),
    onSuccess: () => refresh(),
  });
}

/**
 * The batch upload, with the server's last progress event while it runs; made for the
 * organisation `organizationId` when given (its members, their cards from its templates).
 */
export function useBulkUpload(organizationId?: number) {
  const refresh = useRefreshUsers();
  const [progress, setProgress] = useState<BulkProgress>();
  const mutation = useMutation({
    mutationFn: (users: BatchRow[]) => {
      setProgress(undefined);
      return postBulkUpload({ users, organizationId }, setProgress);
    },
    onSuccess: () => refresh(),
  });
  return { ...mutation, progress };
}

/**
 * The batch upload's checks without writing (POST /api/users/bulk/check): which of the rows
 * the upload would skip, with its reasons and messages; in an organisation's upload, also the
 * template and team each row will use.
 */
export function useBulkCheck(organizationId?: number) {
  return useMutation({
    mutationFn: (users: BatchRow[]) =>
      apiRequest<BulkCheckResult>("POST", `${USERS_URL}/bulk/check`, { users, organizationId }),
  });
}

/** The slug of the user's first card, or "" (GET /api/business-cards/user/{userId}). */
export function useFirstCardSlug(userId: number | undefined) {
  return useQuery({
    queryKey: ["/api/business-cards/user", userId],
    queryFn: async () => {
      const cards = await apiRequest<{ slug: string }[]>("GET", `/api/business-cards/user/${userId}`);
      return cards[0]?.slug ?? "";
    },
    enabled: userId !== undefined,
    staleTime: 0,
  });
}
