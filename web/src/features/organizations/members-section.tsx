/**
 * The Members tab: the list a page at a time ('Load more'), and for owners and admins adding a
 * member, inviting someone without an account (invite-member-form.tsx), changing a role or team in
 * place, and removing one (remove-member-dialog.tsx); for those who may batch-upload, adding people
 * from a spreadsheet (spreadsheet-members.tsx).
 */
import { allows } from "@core/policy";
import type { Member, MemberRemoved, OrgDetail } from "@core/schemas/organizations";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { User } from "@/features/auth/types";
import { errorMessage } from "@/lib/api";
import { AddMemberForm } from "./add-member-form";
import { InviteMemberForm } from "./invite-member-form";
import { MemberItem } from "./member-item";
import { memberName } from "./member-name";
import { removalSummary } from "./member-removal";
import { useMembers } from "./members-api";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { SpreadsheetMembers } from "./spreadsheet-members";

export function MembersSection({ org, user, manages }: { org: OrgDetail; user: User; manages: boolean }) {
  const pages = useMembers(org.id);
  const members = pages.data?.pages.flatMap((page) => page.members) ?? [];
  const [leaving, setLeaving] = useState<Member>();
  const [result, setResult] = useState("");
  const membersHeading = useId();

  function removed(member: Member, outcome: MemberRemoved) {
    setResult(`${memberName(member)} removed: ${removalSummary(outcome)}.`);
  }

  return (
    <div className="space-y-6">
      {manages && <AddMemberForm org={org} user={user} />}
      {manages && <InviteMemberForm org={org} user={user} />}
      {allows(user, "org.batchUpload", { role: org.role }) && (
        <SpreadsheetMembers
          org={org}
          onShowMembers={() => document.getElementById(membersHeading)?.focus()}
        />
      )}
      <Card>
        <CardHeader>
          <CardTitle id={membersHeading} tabIndex={-1}>
            Members
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
            {result}
          </p>
          {pages.isError ? (
            <Alert title="Error">{errorMessage(pages.error, "Failed to load members")}</Alert>
          ) : pages.isLoading ? (
            <p className="py-6 text-center text-muted-foreground">Loading members...</p>
          ) : members.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">This organisation has no members yet.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Members">
              {members.map((member) => (
                <MemberItem
                  key={member.userId}
                  member={member}
                  org={org}
                  user={user}
                  manages={manages}
                  onRemove={() => setLeaving(member)}
                />
              ))}
            </ul>
          )}
          {pages.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </CardContent>
      </Card>
      <RemoveMemberDialog
        org={org}
        member={leaving}
        others={members.filter((member) => member.userId !== leaving?.userId)}
        onClose={() => setLeaving(undefined)}
        onRemoved={removed}
      />
    </div>
  );
}
