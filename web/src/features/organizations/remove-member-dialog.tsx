/**
 * Removing a member in two steps: first what happens to their cards of the organisation (moved to
 * another member, or deactivated: kept but no longer shown), then a second confirmation that
 * names it, as nothing is removed without one. Nothing is ever deleted.
 */
import type { Member, MemberRemoved, OrgDetail } from "@core/schemas/organizations";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/lib/toast";
import { memberName } from "./member-name";
import { removalSummary } from "./member-removal";
import { type CardsFate, useRemoveMember } from "./members-api";
import { toastFailure } from "./server-errors";

interface RemoveMemberDialogProps {
  org: OrgDetail;
  /** The member to remove; the dialog is closed without one. */
  member?: Member;
  /** The members their cards may go to (those loaded, the leaving one left out). */
  others: Member[];
  onClose: () => void;
  onRemoved: (member: Member, outcome: MemberRemoved) => void;
}

export function RemoveMemberDialog({ org, member, others, onClose, onRemoved }: RemoveMemberDialogProps) {
  return (
    <Dialog open={member !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-dialog="remove-member">
        {member && (
          <RemoveSteps
            key={member.userId}
            org={org}
            member={member}
            others={others}
            onClose={onClose}
            onRemoved={onRemoved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Choice = "transfer" | "deactivate";

function RemoveSteps({
  org,
  member,
  others,
  onClose,
  onRemoved,
}: RemoveMemberDialogProps & { member: Member }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>(others.length > 0 ? "transfer" : "deactivate");
  const [transferTo, setTransferTo] = useState(others[0]?.userId);
  const [confirming, setConfirming] = useState(false);
  // Back from the second step, the focus goes to Continue, which replaced the Back just pressed.
  const [cameBack, setCameBack] = useState(false);
  const remove = useRemoveMember(org.id);
  const name = memberName(member);
  const receiver = others.find((other) => other.userId === transferTo);
  const fate: CardsFate =
    choice === "transfer" && transferTo !== undefined ? { transferTo } : { deactivate: true };

  function confirm() {
    remove.mutate(
      { userId: member.userId, fate },
      {
        onSuccess: (outcome) => {
          toast({
            title: "Member removed",
            description: `${name}: ${removalSummary(outcome)}`,
            variant: "success",
          });
          onRemoved(member, outcome);
          onClose();
        },
        onError: (error) => {
          toastFailure(error, "Failed to remove the member");
          setConfirming(false);
        },
      },
    );
  }

  if (confirming) {
    return (
      <>
        <DialogHeading
          title={`Remove ${name}?`}
          description={`${name} leaves ${org.name}. Nothing is deleted.`}
        />
        <p className="text-sm">
          {choice === "transfer" && receiver
            ? `Their cards of the organisation go to ${memberName(receiver)}.`
            : "Their cards of the organisation are deactivated: kept, but no longer shown to visitors."}
        </p>
        <DialogFooter>
          {/* The step's buttons replace the one just pressed: the focus moves to the safe one. */}
          <Button
            variant="outline"
            autoFocus
            onClick={() => {
              setConfirming(false);
              setCameBack(true);
            }}
            disabled={remove.isPending}
          >
            Back
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Removing..." : "Remove member"}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeading
        title={`Remove ${name}`}
        description="First choose what happens to their cards of the organisation."
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Their cards</legend>
        <div className="flex items-start gap-2">
          <input
            type="radio"
            id={`${id}-transfer`}
            name={`${id}-fate`}
            checked={choice === "transfer"}
            disabled={others.length === 0}
            onChange={() => setChoice("transfer")}
            className="mt-0.5 h-4 w-4 accent-primary"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <Label htmlFor={`${id}-transfer`}>Transfer to another member</Label>
            {others.length === 0 ? (
              <p className="text-xs text-muted-foreground">There is no other member to take them.</p>
            ) : (
              <NativeSelect
                aria-label="Member who takes the cards"
                value={transferTo}
                disabled={choice !== "transfer"}
                onChange={(event) => setTransferTo(Number(event.target.value))}
              >
                {others.map((other) => (
                  <option key={other.userId} value={other.userId}>
                    {memberName(other)} ({other.username})
                  </option>
                ))}
              </NativeSelect>
            )}
          </div>
        </div>
        <div className="flex items-start gap-2">
          <input
            type="radio"
            id={`${id}-deactivate`}
            name={`${id}-fate`}
            checked={choice === "deactivate"}
            onChange={() => setChoice("deactivate")}
            className="mt-0.5 h-4 w-4 accent-primary"
          />
          <div className="space-y-1">
            <Label htmlFor={`${id}-deactivate`}>Deactivate</Label>
            <p className="text-xs text-muted-foreground">
              The cards are kept but no longer shown to visitors.
            </p>
          </div>
        </div>
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button autoFocus={cameBack} onClick={() => setConfirming(true)}>
          Continue
        </Button>
      </DialogFooter>
    </>
  );
}
