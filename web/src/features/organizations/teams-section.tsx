/** The Teams tab: the organisation's teams; owners and admins add, rename and delete them. */
import { TEAM_NAME_MAX } from "@core/organizations";
import type { OrgDetail, Team } from "@core/schemas/organizations";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useCreateTeam, useDeleteTeam } from "./api";
import { fieldErrorsOf, toastFailure } from "./server-errors";
import { TeamItem } from "./team-item";

export function TeamsSection({ org, manages }: { org: OrgDetail; manages: boolean }) {
  const [toDelete, setToDelete] = useState<Team>();
  const remove = useDeleteTeam(org.id);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () =>
        toast({ title: "Success", description: `Team ${toDelete.name} deleted`, variant: "success" }),
      onError: (error) => toastFailure(error, "Failed to delete the team"),
      onSettled: () => setToDelete(undefined),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Teams</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {manages && <NewTeamForm orgId={org.id} />}
        {org.teams.length === 0 ? (
          <p className="py-4 text-center text-muted-foreground">This organisation has no teams yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Teams">
            {org.teams.map((team) => (
              <TeamItem
                key={team.id}
                orgId={org.id}
                team={team}
                manages={manages}
                onDelete={() => setToDelete(team)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(undefined);
        }}
        title="Delete team"
        description={`Delete the team ${toDelete?.name ?? ""}? Its members stay in the organisation, without a team.`}
        confirmLabel={remove.isPending ? "Deleting..." : "Delete team"}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

function NewTeamForm({ orgId }: { orgId: number }) {
  const [name, setName] = useState("");
  const create = useCreateTeam(orgId);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (team) => {
        toast({ title: "Success", description: `Team ${team.name} added`, variant: "success" });
        setName("");
      },
      onError: (error) => toastFailure(error, "Failed to add the team"),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField label="New team name" error={fieldErrorsOf(create.error).name} className="flex-1">
        <Input value={name} maxLength={TEAM_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={create.isPending} className="sm:mt-6">
        <Plus className="h-4 w-4" aria-hidden />
        {create.isPending ? "Adding..." : "Add team"}
      </Button>
    </form>
  );
}
