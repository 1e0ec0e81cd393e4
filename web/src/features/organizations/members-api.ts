/**
 * An organisation's members: the pages of the list (in user id order, `next` the cursor), adding,
 * changing and removing one, and making a card for one from a template.
 */
import type { OrgRole } from "@core/organizations";
import type { Member, MemberRemoved } from "@core/schemas/organizations";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { CARDS_PATH } from "@/lib/read-paths";
import { useRefreshOrganizations } from "./api";
import { ORGANIZATIONS_URL, orgUrl } from "./org-urls";

/** Members per page: a screenful, with 'Load more' for the rest. */
const MEMBERS_PAGE_SIZE = 25;

const membersKey = (orgId: number) => [ORGANIZATIONS_URL, orgId, "members"];

export function useMembers(orgId: number) {
  return useInfiniteQuery({
    queryKey: membersKey(orgId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(MEMBERS_PAGE_SIZE) });
      if (pageParam !== undefined) params.set("after", String(pageParam));
      return apiRequest<{ members: Member[]; next: number | null }>(
        "GET",
        `${orgUrl(orgId)}/members?${params.toString()}`,
      );
    },
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** The person by user id, or by username or email. */
export type AddMemberBody = ({ userId: number } | { usernameOrEmail: string }) & {
  role: OrgRole;
  teamId: number | null;
};

export function useAddMember(orgId: number) {
  // The member pages are among the organisation's reads, and its member count changes too.
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: AddMemberBody) => apiRequest<Member>("POST", `${orgUrl(orgId)}/members`, body),
    onSuccess: () => refresh(),
  });
}

export function useChangeMember(orgId: number) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: number; role?: OrgRole; teamId?: number | null }) =>
      apiRequest<Member>("PATCH", `${orgUrl(orgId)}/members/${userId}`, body),
    onSuccess: () => refresh(),
  });
}

/** What happens to the leaving member's cards of the organisation: nothing is ever deleted. */
export type CardsFate = { transferTo: number } | { deactivate: true };

export function useRemoveMember(orgId: number) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({ userId, fate }: { userId: number; fate: CardsFate }) =>
      apiRequest<MemberRemoved>("DELETE", `${orgUrl(orgId)}/members/${userId}`, fate),
    onSuccess: () => refresh(),
  });
}

/** The card POST /api/business-cards answers with, as far as this screen reads it. */
interface MadeCard {
  id: number;
  slug: string;
  name: string | null;
}

export function useMakeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; templateId: number }) =>
      apiRequest<MadeCard>("POST", CARDS_PATH, body),
    // The signed-in user's own card list changes when they made the card for themselves.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CARDS_PATH] }),
  });
}
