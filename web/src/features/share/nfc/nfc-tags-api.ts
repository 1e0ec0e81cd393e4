/**
 * NFC tags on the server: a card's tags, the unassigned tags the user manages, and adding,
 * renaming, moving and deleting one. Every change refreshes both lists (a moved tag leaves one
 * card's list for another's, or the unassigned list).
 */
import type { NfcTag, NfcTagList } from "@core/schemas/nfc-tags";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const TAGS_KEY = "nfc-tags";
const cardTagsPath = (cardId: number) => `/api/business-cards/${cardId}/tags`;
const tagPath = (tagId: string) => `/api/tags/${tagId}`;

export function useCardTags(cardId: number) {
  return useQuery({
    queryKey: [TAGS_KEY, "card", cardId],
    queryFn: () => apiRequest<NfcTagList>("GET", cardTagsPath(cardId)),
    select: (list) => list.tags,
  });
}

/** The tags the user manages that point at no card (their card was deleted). */
export function useUnassignedTags() {
  return useQuery({
    queryKey: [TAGS_KEY, "unassigned"],
    queryFn: () => apiRequest<NfcTagList>("GET", "/api/tags?unassigned=true"),
    select: (list) => list.tags,
  });
}

function useTagMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TAGS_KEY] }),
  });
}

export const useAddTag = (cardId: number) =>
  useTagMutation((label: string) => apiRequest<NfcTag>("POST", cardTagsPath(cardId), { label }));

export const useRenameTag = () =>
  useTagMutation(({ id, label }: { id: string; label: string }) =>
    apiRequest<NfcTag>("PATCH", tagPath(id), { label }),
  );

/** Points the tag at `cardId`: its address stays, and leads to that card from now on. */
export const useMoveTag = () =>
  useTagMutation(({ id, cardId }: { id: string; cardId: number }) =>
    apiRequest<NfcTag>("PUT", tagPath(id), { cardId }),
  );

export const useDeleteTag = () => useTagMutation((id: string) => apiRequest("DELETE", tagPath(id)));
