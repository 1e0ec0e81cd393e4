import { allows } from "@core/policy";
import { DEFAULT_THEME, type ThemeValue } from "@core/themes";
import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import type { User } from "@/features/auth/types";
import { publicCardUrl } from "@/features/cards/api";
import { usePageOrigin } from "@/lib/page-origin";
import { useTakenOver } from "@/lib/use-taken-over";
import {
  type CreateCardFormInput,
  type CreateCardFormOutput,
  createCardFormSchema,
  isCreateCardField,
} from "./create-card-schema";
import { ThemePicker } from "./theme-picker";
import { useCreateCardAction } from "./use-create-card-action";

/**
 * The Create Card tab: a short form that really creates a card. Level 2+
 * may choose the URL slug; without one the server makes it from the card's name (the Full Name field).
 */
export function CreateCardTab({
  user,
  ownedCards,
  initialTheme = DEFAULT_THEME,
}: {
  user: User;
  ownedCards: number;
  /** The theme chosen beforehand (the theme gallery's 'Use Theme'). */
  initialTheme?: ThemeValue;
}) {
  const { createCard, denial, isPending } = useCreateCardAction(user, ownedCards);
  const mayChooseSlug = allows(user, "card.editSlug", { userId: user.id });
  const denialId = useId();
  const origin = usePageOrigin();
  const takenOver = useTakenOver();
  const form = useForm<CreateCardFormInput, unknown, CreateCardFormOutput>({
    resolver: zodResolver(createCardFormSchema),
    defaultValues: {
      name: user.fullName ?? "",
      title: "",
      company: "",
      email: user.email,
      phone: user.phone ?? "",
      theme: initialTheme,
      slug: "",
    },
  });
  const { errors } = form.formState;
  const slugPreview = form.watch("slug")?.trim().toLowerCase();

  const submit = form.handleSubmit(({ slug, ...fields }) => {
    createCard({ ...fields, ...(mayChooseSlug && slug ? { slug } : {}) }, (fieldErrors) => {
      // A taken slug (409) or a refused field (400) is shown on its field.
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (isCreateCardField(name)) form.setError(name, { message }, { shouldFocus: true });
      }
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create a new card</CardTitle>
        <CardDescription>
          Start with your contact details and a theme. You can add photos, links and buttons in the editor
          next.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {denial && (
          <p
            id={denialId}
            className="mb-4 flex gap-2 rounded-md border border-border bg-muted p-3 text-sm text-foreground"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
            {denial}
          </p>
        )}
        <form noValidate onSubmit={submit} className="space-y-6">
          <fieldset disabled={Boolean(denial) || isPending} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Contact details</legend>
            <FormField label="Full Name" error={errors.name?.message}>
              <Input autoComplete="name" {...form.register("name")} />
            </FormField>
            <FormField label="Job Title" error={errors.title?.message}>
              <Input autoComplete="organization-title" {...form.register("title")} />
            </FormField>
            <FormField label="Company Name" error={errors.company?.message}>
              <Input autoComplete="organization" {...form.register("company")} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register("phone")} />
            </FormField>
            {mayChooseSlug && (
              <FormField
                label="Card URL Slug"
                className="[overflow-wrap:anywhere]"
                error={errors.slug?.message}
                hint={`Optional: leave it empty to have one made from the full name. Your card's link: ${publicCardUrl(slugPreview || "your-slug", origin)}`}
              >
                <VerbatimInput {...form.register("slug")} />
              </FormField>
            )}
          </fieldset>

          <ThemePicker
            registration={form.register("theme")}
            selected={form.watch("theme")}
            disabled={Boolean(denial) || isPending}
          />
          {errors.theme?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.theme.message}
            </p>
          )}

          <Button
            type="submit"
            disabled={!takenOver || Boolean(denial) || isPending}
            aria-describedby={denial ? denialId : undefined}
          >
            {isPending ? "Creating..." : "Create Card"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
