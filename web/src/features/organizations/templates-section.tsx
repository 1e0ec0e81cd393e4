/**
 * The Templates tab: the organisation's card templates with what each locks and hides; owners
 * and admins make, change and delete them (template-form-dialog.tsx).
 */
import { TEMPLATE_FIELD_LABELS, type TemplateField } from "@core/card-template";
import type { Template } from "@core/schemas/card-templates";
import { themeDisplayName } from "@core/themes";
import { FilePlus2, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { toastFailure } from "./server-errors";
import { TemplateFormDialog } from "./template-form-dialog";
import { useDeleteTemplate, useTemplates } from "./templates-api";

const fieldList = (fields: string[]) =>
  fields.map((field) => TEMPLATE_FIELD_LABELS[field as TemplateField] ?? field).join(", ");

export function TemplatesSection({ orgId, manages }: { orgId: number; manages: boolean }) {
  const list = useTemplates(orgId);
  const [editing, setEditing] = useState<{ open: boolean; template?: Template }>({ open: false });
  const [toDelete, setToDelete] = useState<Template>();
  const remove = useDeleteTemplate(orgId);
  const templates = list.data?.templates ?? [];

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () =>
        toast({ title: "Success", description: `Template ${toDelete.name} deleted`, variant: "success" }),
      onError: (error) => toastFailure(error, "Failed to delete the template"),
      onSettled: () => setToDelete(undefined),
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Card templates</CardTitle>
        {manages && (
          <Button onClick={() => setEditing({ open: true })}>
            <FilePlus2 className="h-4 w-4" aria-hidden />
            New template
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {list.isError ? (
          <Alert title="Error">{errorMessage(list.error, "Failed to load templates")}</Alert>
        ) : list.isLoading ? (
          <p className="py-6 text-center text-muted-foreground">Loading templates...</p>
        ) : templates.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            This organisation has no card templates yet.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Templates">
            {templates.map((template) => (
              <li key={template.id} className="flex flex-wrap items-center gap-3 py-4">
                <div className="min-w-0 flex-1 basis-56 space-y-1">
                  <p className="break-words font-medium">{template.name}</p>
                  <p className="text-sm text-muted-foreground">
                    Theme: {themeDisplayName(template.fields.theme as string | undefined)}
                  </p>
                  <p className="break-words text-sm text-muted-foreground">
                    Locked: {template.locked.length > 0 ? fieldList(template.locked) : "nothing"}
                    {" · "}Hidden: {template.hidden.length > 0 ? fieldList(template.hidden) : "nothing"}
                  </p>
                </div>
                {manages && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing({ open: true, template })}
                      aria-label={`Edit ${template.name}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setToDelete(template)}
                      aria-label={`Delete ${template.name}`}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TemplateFormDialog
        orgId={orgId}
        open={editing.open}
        template={editing.template}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(undefined);
        }}
        title="Delete template"
        description={`Delete the template ${toDelete?.name ?? ""}? Cards made from it keep their current values and are no longer linked to it.`}
        confirmLabel={remove.isPending ? "Deleting..." : "Delete template"}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
