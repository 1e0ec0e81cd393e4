/**
 * A member who has not claimed their account yet (invited with a claim link, decision 032): said
 * under their name, and for those who may (core/policy.ts, org.issueClaim) a 'New claim link'
 * that voids the last one and is mailed or shown once, as the invitation's was.
 */
import { authorize } from "@core/policy";
import type { Member, OrgDetail } from "@core/schemas/organizations";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { User } from "@/features/auth/types";
import { ClaimLinkNotice } from "./claim-link-notice";
import { useNewClaimLink } from "./claims-api";
import { memberName } from "./member-name";
import { toastFailure } from "./server-errors";

interface PendingClaimProps {
  member: Member;
  org: OrgDetail;
  user: User;
  /** Whether the signed-in user manages the organisation (its owners and admins; level 5). */
  manages: boolean;
}

export function PendingClaim({ member, org, user, manages }: PendingClaimProps) {
  const renew = useNewClaimLink(org.id);
  if (!member.pending) return null;
  const name = memberName(member);
  const denial = authorize(user, "org.issueClaim", { role: org.role, current: member.role });

  return (
    <div className="w-full space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">Has not claimed their account yet.</p>
        {manages && (
          <Button
            variant="outline"
            onClick={() =>
              renew.mutate(member.userId, {
                onError: (error) => toastFailure(error, "Failed to make a new link"),
              })
            }
            disabled={renew.isPending || denial !== undefined}
            title={denial}
            aria-label={`New claim link for ${name}`}
          >
            <Link2 className="h-4 w-4" aria-hidden />
            {renew.isPending ? "Making..." : "New claim link"}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {renew.data && <ClaimLinkNotice link={renew.data} name={name} mailedTo={name} />}
      </div>
    </div>
  );
}
