/**
 * Organisation calls: the list, one organisation with its teams, making, renaming and deleting
 * one, and its teams. Members and templates have files of their own (members-api.ts,
 * templates-api.ts). Types only from core's schemas: no zod comes with them.
 */
import type { Org, OrgBody, OrgBodyInput, OrgDetail, Team } from "@core/schemas/organizations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { ORGANIZATIONS_URL, type OrgSummary, orgUrl } from "./org-urls";

export function useOrganizations() {
  return useQuery({
    queryKey: [ORGANIZATIONS_URL],
    queryFn: () => apiRequest<{ organizations: OrgSummary[] }>("GET", ORGANIZATIONS_URL),
  });
}

export function useOrganization(orgId: number) {
  return useQuery({
    queryKey: [ORGANIZATIONS_URL, orgId],
    queryFn: () => apiRequest<OrgDetail>("GET", orgUrl(orgId)),
  });
}

/** Refreshes the list and every organisation read (names, counts and teams show in both). */
export function useRefreshOrganizations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ORGANIZATIONS_URL] });
}

export function useCreateOrganization() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: OrgBody) => apiRequest<Org>("POST", ORGANIZATIONS_URL, body),
    onSuccess: () => refresh(),
  });
}

export function useUpdateOrganization(orgId: number) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: OrgBodyInput) => apiRequest<Org>("PUT", orgUrl(orgId), body),
    onSuccess: () => refresh(),
  });
}

export function useDeleteOrganization(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("DELETE", orgUrl(orgId)),
    onSuccess: () => {
      // Its own reads are gone for good: dropped, not asked again.
      queryClient.removeQueries({ queryKey: [ORGANIZATIONS_URL, orgId] });
      return queryClient.invalidateQueries({ queryKey: [ORGANIZATIONS_URL], exact: true });
    },
  });
}

export function useCreateTeam(orgId: number) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (name: string) => apiRequest<Team>("POST", `${orgUrl(orgId)}/teams`, { name }),
    onSuccess: () => refresh(),
  });
}

export function useRenameTeam(orgId: number) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({ teamId, name }: { teamId: number; name: string }) =>
      apiRequest<Team>("PUT", `${orgUrl(orgId)}/teams/${teamId}`, { name }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteTeam(orgId: number) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (teamId: number) =>
      apiRequest<{ message: string }>("DELETE", `${orgUrl(orgId)}/teams/${teamId}`),
    onSuccess: () => refresh(),
  });
}
