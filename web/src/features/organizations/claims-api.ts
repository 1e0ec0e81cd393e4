/**
 * Claim links (decision 032): inviting someone without an account, and a new link for a member
 * who has not claimed yet. Types only from core's schemas: no zod comes with them.
 */
import type { ClaimLink, Invited, InviteInput } from "@core/schemas/claims";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { useRefreshOrganizations } from "./api";
import { orgUrl } from "./org-urls";

export function useInvite(orgId: number) {
  // The new member shows in the member pages and the organisation's count.
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: InviteInput) => apiRequest<Invited>("POST", `${orgUrl(orgId)}/claims`, body),
    onSuccess: () => refresh(),
  });
}

export function useNewClaimLink(orgId: number) {
  return useMutation({
    mutationFn: (userId: number) => apiRequest<ClaimLink>("POST", `${orgUrl(orgId)}/members/${userId}/claim`),
  });
}
