/**
 * One member: their name, username and user id, and their role and team, which owners and admins
 * change in place (saved at once) and may remove them; whether they have claimed their account.
 */

import type { OrgRole } from "@core/organizations";
import { authorize } from "@core/policy";
import type { Member, OrgDetail } from "@core/schemas/organizations";
import { UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import type { User } from "@/features/auth/types";
import { toast } from "@/lib/toast";
import { memberName } from "./member-name";
import { useChangeMember } from "./members-api";
import { givableRoles, ROLE_LABELS } from "./org-roles";
import { PendingClaim } from "./pending-claim";
import { toastFailure } from "./server-errors";

interface MemberItemProps {
  member: Member;
  org: OrgDetail;
  user: User;
  manages: boolean;
  onRemove: () => void;
}

const NO_TEAM = "";

export function MemberItem({ member, org, user, manages, onRemove }: MemberItemProps) {
  const change = useChangeMember(org.id);
  const name = memberName(member);
  const team = org.teams.find((item) => item.id === member.teamId);
  const roles = givableRoles(user, org.role, member.role);
  const removeDenial = authorize(user, "org.removeMember", { role: org.role, current: member.role });

  function save(body: { role?: OrgRole; teamId?: number | null }, what: string) {
    change.mutate(
      { userId: member.userId, ...body },
      {
        onSuccess: () => toast({ title: "Success", description: `${name}: ${what}`, variant: "success" }),
        onError: (error) => toastFailure(error, "Failed to change the member"),
      },
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4" data-member={member.username}>
      <div className="min-w-0 flex-1 basis-48">
        <p className="break-words font-medium">{name}</p>
        <p className="break-words text-sm text-muted-foreground">
          {member.username} · user id {member.userId}
        </p>
      </div>
      {manages ? (
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <NativeSelect
            aria-label={`Role of ${name}`}
            value={member.role}
            disabled={change.isPending || roles.length < 2}
            onChange={(event) => {
              const role = event.target.value as OrgRole;
              save({ role }, `role changed to ${ROLE_LABELS[role]}`);
            }}
            className="w-auto min-w-28 flex-1 sm:flex-none"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label={`Team of ${name}`}
            value={member.teamId === null ? NO_TEAM : String(member.teamId)}
            disabled={change.isPending}
            onChange={(event) => {
              const teamId = event.target.value === NO_TEAM ? null : Number(event.target.value);
              const teamName = org.teams.find((item) => item.id === teamId)?.name;
              save({ teamId }, teamName ? `moved to ${teamName}` : "no longer in a team");
            }}
            className="w-auto min-w-32 flex-1 sm:flex-none"
          >
            <option value={NO_TEAM}>No team</option>
            {org.teams.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            onClick={onRemove}
            disabled={removeDenial !== undefined}
            title={removeDenial}
            aria-label={`Remove ${name}`}
          >
            <UserMinus className="h-4 w-4" aria-hidden />
            Remove
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {ROLE_LABELS[member.role]}
          {team ? ` · ${team.name}` : ""}
        </p>
      )}
      <PendingClaim member={member} org={org} user={user} manages={manages} />
    </li>
  );
}
