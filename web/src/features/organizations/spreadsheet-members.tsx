/**
 * 'Add people from a spreadsheet': those who may batch-upload into the organisation (core/policy.ts
 * org.batchUpload: its owners and admins who manage users, and level 5) make accounts for many
 * people at once from a CSV or Excel file, each a member of it, in the team the row names, with a
 * card from the template the row names. It is the batch upload's own preview and progress
 * (features/users/batch/) with the organisation fixed.
 */
import type { OrgDetail } from "@core/schemas/organizations";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BatchOrganization } from "@/features/users/batch/batch-organization";
import { BatchUploadButton } from "@/features/users/batch/batch-upload-button";
import { useRefreshOrganizations } from "./api";

interface SpreadsheetMembersProps {
  org: OrgDetail;
  /** Moves to the members list, where the people just made are. */
  onShowMembers: () => void;
}

export function SpreadsheetMembers({ org, onShowMembers }: SpreadsheetMembersProps) {
  const refresh = useRefreshOrganizations();
  const organization: BatchOrganization = {
    id: org.id,
    name: org.name,
    // The members' pages and the member count are among the organisation's reads.
    onUploaded: () => void refresh(),
    showMembers: onShowMembers,
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add people from a spreadsheet</CardTitle>
        <CardDescription>
          New accounts from a CSV or Excel file, each a member of {org.name}. Two optional columns name one of
          its templates (the person's card starts from it) and one of its teams. Every row is checked before
          anything is made.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <BatchUploadButton organization={organization} label="Choose a spreadsheet" />
      </CardContent>
    </Card>
  );
}
