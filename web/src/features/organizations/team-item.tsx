/** One team: its name, renamed in place by owners and admins, and a way to delete it. */
import { TEAM_NAME_MAX } from "@core/organizations";
import type { Team } from "@core/schemas/organizations";
import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useRenameTeam } from "./api";
import { fieldErrorsOf, toastFailure } from "./server-errors";

interface TeamItemProps {
  orgId: number;
  team: Team;
  manages: boolean;
  onDelete: () => void;
}

export function TeamItem({ orgId, team, manages, onDelete }: TeamItemProps) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Back from the rename form, the focus returns to the button that opened it, not to the page's top.
  const [returning, setReturning] = useState(false);
  useEffect(() => {
    if (!editing && returning) {
      renameButton.current?.focus();
      setReturning(false);
    }
  }, [editing, returning]);
  if (editing) {
    return (
      <RenameForm
        orgId={orgId}
        team={team}
        onDone={() => {
          setEditing(false);
          setReturning(true);
        }}
      />
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-2 py-3">
      <span className="min-w-0 flex-1 break-words font-medium">{team.name}</span>
      {manages && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Rename ${team.name}`}
          >
            <Pencil className="h-4 w-4" aria-hidden />
            Rename
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${team.name}`}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

function RenameForm({ orgId, team, onDone }: { orgId: number; team: Team; onDone: () => void }) {
  const [name, setName] = useState(team.name);
  const rename = useRenameTeam(orgId);

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(
      { teamId: team.id, name },
      {
        onSuccess: (renamed) => {
          toast({ title: "Success", description: `Team renamed to ${renamed.name}`, variant: "success" });
          onDone();
        },
        onError: (error) => toastFailure(error, "Failed to rename the team"),
      },
    );
  }

  return (
    <li className="py-3">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={`New name for ${team.name}`}
          error={fieldErrorsOf(rename.error).name}
          className="flex-1"
        >
          <Input
            value={name}
            maxLength={TEAM_NAME_MAX}
            // The field replaces the button just pressed: the focus follows it there.
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === "Escape" && onDone()}
          />
        </FormField>
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </li>
  );
}
