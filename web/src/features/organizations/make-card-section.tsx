/**
 * 'Make a card': an owner or admin makes a member's card from one of the organisation's templates
 * (POST /api/business-cards); it starts with the template's values and stays linked to it. The
 * new card's editor is a link away.
 */
import { cardPath } from "@core/card-display";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { memberName } from "./member-name";
import { useMakeCard, useMembers } from "./members-api";
import { fieldErrorsOf, toastFailure } from "./server-errors";
import { useTemplates } from "./templates-api";

export function MakeCardSection({ orgId }: { orgId: number }) {
  const pages = useMembers(orgId);
  const members = pages.data?.pages.flatMap((page) => page.members) ?? [];
  const templates = useTemplates(orgId).data?.templates ?? [];
  const [userId, setUserId] = useState("");
  const [templateId, setTemplateId] = useState("");
  const make = useMakeCard();
  const errors = fieldErrorsOf(make.error);
  // The first of each list stands chosen until another is picked.
  const chosenUser = userId || String(members[0]?.userId ?? "");
  const chosenTemplate = templateId || String(templates[0]?.id ?? "");
  const made = make.data;
  // Named as it was when the card was made, whatever is picked since.
  const owner = members.find((member) => member.userId === make.variables?.userId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosenUser || !chosenTemplate) return;
    make.mutate(
      { userId: Number(chosenUser), templateId: Number(chosenTemplate) },
      { onError: (error) => toastFailure(error, "Failed to make the card") },
    );
  }

  const ready = members.length > 0 && templates.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Make a card</CardTitle>
        <CardDescription>
          A new card for a member, starting from a template and kept in line with it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready ? (
          <p className="text-sm text-muted-foreground">
            {templates.length === 0
              ? "Make a template in the Templates tab first."
              : "Add a member in the Members tab first."}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <FormField label="Member" error={errors.userId}>
              <NativeSelect value={chosenUser} onChange={(event) => setUserId(event.target.value)}>
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {memberName(member)} ({member.username})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Template" error={errors.templateId}>
              <NativeSelect value={chosenTemplate} onChange={(event) => setTemplateId(event.target.value)}>
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Button type="submit" disabled={make.isPending} className="sm:mt-6">
              {make.isPending ? "Making..." : "Make card"}
            </Button>
          </form>
        )}
        <div role="status" aria-live="polite" className="text-sm empty:hidden">
          {made && (
            <p>
              Card made{owner ? ` for ${memberName(owner)}` : ""} at {cardPath(made.slug)}.{" "}
              <Link
                to={`/card-editor/${made.id}`}
                className="font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
              >
                Open it in the card editor
              </Link>
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
