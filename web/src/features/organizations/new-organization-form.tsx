/**
 * Level 5's 'New organisation' form: a name and the directory's address (/o/{address}), which
 * follows the name until it is typed in itself.
 */
import { ORG_NAME_MAX, ORG_SLUG_MAX } from "@core/organizations";
import { readableSlugBase } from "@core/slug";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useCreateOrganization } from "./api";
import { fieldErrorsOf, toastFailure } from "./server-errors";

export function NewOrganizationForm() {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTyped, setSlugTyped] = useState(false);
  const create = useCreateOrganization();
  const navigate = useNavigate();
  const errors = fieldErrorsOf(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name, slug },
      {
        onSuccess: (org) => {
          toast({ title: "Success", description: `${org.name} created`, variant: "success" });
          void navigate(`/organizations/${org.id}`);
        },
        onError: (error) => toastFailure(error, "Failed to create the organisation"),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>New organisation</CardTitle>
        <CardDescription>
          Give it a name and an address; then add its members, teams and card templates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField label="Organisation name" error={errors.name}>
            <Input
              value={name}
              maxLength={ORG_NAME_MAX}
              autoComplete="organization"
              onChange={(event) => {
                setName(event.target.value);
                if (!slugTyped) setSlug(readableSlugBase(event.target.value));
              }}
            />
          </FormField>
          <FormField label="Address" hint="Its directory: /o/ followed by this" error={errors.slug}>
            <VerbatimInput
              value={slug}
              maxLength={ORG_SLUG_MAX}
              autoComplete="off"
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugTyped(true);
              }}
            />
          </FormField>
          <Button type="submit" disabled={create.isPending} className="sm:mt-6">
            <Plus className="h-4 w-4" aria-hidden />
            {create.isPending ? "Creating..." : "Create organisation"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
