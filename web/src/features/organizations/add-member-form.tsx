/**
 * Owners and admins add a member by their user id (User Management shows it), username or email,
 * with a role and a team.
 */
import type { OrgRole } from "@core/organizations";
import { allows } from "@core/policy";
import type { OrgDetail } from "@core/schemas/organizations";
import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { User } from "@/features/auth/types";
import { toast } from "@/lib/toast";
import { memberName } from "./member-name";
import { useAddMember } from "./members-api";
import { givableRoles, ROLE_LABELS } from "./org-roles";
import { fieldErrorsOf, toastFailure } from "./server-errors";
import { UserFinder } from "./user-finder";

const NO_TEAM = "";
const PERSON_REQUIRED = "Enter the user id, username or email of the person to add";
/** A box of digits only names a user id; anything else a username or an email. */
const isUserId = (text: string) => /^\d+$/.test(text);

export function AddMemberForm({ org, user }: { org: OrgDetail; user: User }) {
  const roles = givableRoles(user, org.role, null);
  const [userId, setUserId] = useState("");
  const [role, setRole] = useState<OrgRole>("member");
  const [teamId, setTeamId] = useState(NO_TEAM);
  const [missingId, setMissingId] = useState(false);
  const add = useAddMember(org.id);
  const errors = fieldErrorsOf(add.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const person = userId.trim();
    // The server checks it too; an empty box is answered here without a round trip.
    setMissingId(person === "");
    if (person === "") return;
    add.mutate(
      {
        ...(isUserId(person) ? { userId: Number(person) } : { usernameOrEmail: person }),
        role,
        teamId: teamId === NO_TEAM ? null : Number(teamId),
      },
      {
        onSuccess: (member) => {
          toast({ title: "Success", description: `${memberName(member)} added`, variant: "success" });
          setUserId("");
        },
        onError: (error) => toastFailure(error, "Failed to add the member"),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a member</CardTitle>
        <CardDescription>
          Add a person by their user id, username or email, with a role and a team.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {allows(user, "user.manage") && <UserFinder onChoose={(id) => setUserId(String(id))} />}
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start"
        >
          <FormField
            label="User id, username or email"
            error={missingId ? PERSON_REQUIRED : (errors.userId ?? errors.usernameOrEmail)}
          >
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
            />
          </FormField>
          <FormField label="Role" error={errors.role}>
            <NativeSelect value={role} onChange={(event) => setRole(event.target.value as OrgRole)}>
              {roles.map((item) => (
                <option key={item} value={item}>
                  {ROLE_LABELS[item]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Team" error={errors.teamId}>
            <NativeSelect value={teamId} onChange={(event) => setTeamId(event.target.value)}>
              <option value={NO_TEAM}>No team</option>
              {org.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" disabled={add.isPending} className="lg:mt-6">
            <UserPlus className="h-4 w-4" aria-hidden />
            {add.isPending ? "Adding..." : "Add member"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
