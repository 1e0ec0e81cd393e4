/** An organisation's card templates: the list, making, changing and deleting one. */
import type { Template } from "@core/schemas/card-templates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { ORGANIZATIONS_URL, orgUrl } from "./org-urls";
import type { TemplateInput } from "./template-values";

const templatesKey = (orgId: number) => [ORGANIZATIONS_URL, orgId, "templates"];

export function useTemplates(orgId: number) {
  return useQuery({
    queryKey: templatesKey(orgId),
    queryFn: () => apiRequest<{ templates: Template[] }>("GET", `${orgUrl(orgId)}/templates`),
  });
}

/** Makes a template (no id) or saves one. */
export function useSaveTemplate(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TemplateInput }) =>
      id === undefined
        ? apiRequest<Template>("POST", `${orgUrl(orgId)}/templates`, body)
        : apiRequest<Template>("PUT", `${orgUrl(orgId)}/templates/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(orgId) }),
  });
}

export function useDeleteTemplate(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>("DELETE", `${orgUrl(orgId)}/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(orgId) }),
  });
}
