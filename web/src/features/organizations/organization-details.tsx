/**
 * The Details tab: owners and admins rename the organisation or change its address; level-5
 * administrators also delete it (its cards stay with their owners, off their templates).
 */
import { ORG_NAME_MAX, ORG_SLUG_MAX } from "@core/organizations";
import { allows } from "@core/policy";
import type { OrgDetail } from "@core/schemas/organizations";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import type { User } from "@/features/auth/types";
import { toast } from "@/lib/toast";
import { useDeleteOrganization, useUpdateOrganization } from "./api";
import { BrandForm } from "./brand-form";
import { fieldErrorsOf, toastFailure } from "./server-errors";

export function OrganizationDetails({ org, user }: { org: OrgDetail; user: User }) {
  const [name, setName] = useState(org.name);
  const [slug, setSlug] = useState(org.slug);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateOrganization(org.id);
  const remove = useDeleteOrganization(org.id);
  const navigate = useNavigate();
  const errors = fieldErrorsOf(update.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { name, slug },
      {
        onSuccess: () => toast({ title: "Success", description: "Organisation saved", variant: "success" }),
        onError: (error) => toastFailure(error, "Failed to save the organisation"),
      },
    );
  }

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Success", description: `${org.name} deleted`, variant: "success" });
        void navigate("/organizations");
      },
      onError: (error) => {
        toastFailure(error, "Failed to delete the organisation");
        setConfirmingDelete(false);
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField label="Organisation name" error={errors.name}>
            <Input value={name} maxLength={ORG_NAME_MAX} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label="Address" hint="Its directory: /o/ followed by this" error={errors.slug}>
            <VerbatimInput
              value={slug}
              maxLength={ORG_SLUG_MAX}
              onChange={(event) => setSlug(event.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending} className="sm:mt-6">
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </form>
        <BrandForm org={org} />
        {allows(user, "org.delete") && (
          <div className="space-y-2 border-t border-border pt-4">
            <p className="text-sm text-muted-foreground">
              Deleting the organisation removes its teams, memberships and templates.
            </p>
            <Button variant="destructive" onClick={() => setConfirmingDelete(true)}>
              Delete organisation
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirmingDelete(false);
        }}
        title="Delete organisation"
        description={`Delete ${org.name}? Its teams, memberships and templates are removed; its members' cards stay with them.`}
        confirmLabel={remove.isPending ? "Deleting..." : "Delete organisation"}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
