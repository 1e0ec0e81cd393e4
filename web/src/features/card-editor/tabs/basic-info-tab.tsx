import { type BusinessCard, cardAbout, cardWebsite } from "@core/card";
import { ABOUT_MAX } from "@core/schemas/card";
import type { InputHTMLAttributes } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { templateNoteFor } from "@/features/card-fields/template-note";
import { fieldPolicy } from "@/features/card-fields/template-policy";
import type { CardDraft, TextField } from "../use-card-draft";
import { DirectoryListing } from "./directory-listing";
import { SlugField } from "./slug-field";
import { TabSection } from "./tab-section";

interface FieldSpec {
  field: Exclude<TextField, "about" | "slug">;
  label: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { field: "name", label: "Full Name", input: { autoComplete: "name" } },
  { field: "title", label: "Job Title", input: { autoComplete: "organization-title" } },
  { field: "company", label: "Company Name", input: { autoComplete: "organization" } },
  { field: "email", label: "Email Address", input: { type: "email", autoComplete: "email" } },
  { field: "phone", label: "Phone Number", input: { type: "tel", autoComplete: "tel" } },
  { field: "website", label: "Website", input: { inputMode: "url", autoComplete: "url" } },
  { field: "address", label: "Address", input: { autoComplete: "street-address" }, wide: true },
  {
    field: "videoUrl",
    label: "Video URL",
    input: { inputMode: "url", placeholder: "https://www.youtube.com/watch?v=…" },
    wide: true,
  },
];

/**
 * What a field shows: a field the template hides reads empty, a locked one the template's value
 * (the card's own copy of the website or About in customizations never stands in for it).
 */
/** A field the template holds stays readable (it is what the card shows), on a muted ground. */
const HELD_CLASSES = "disabled:bg-muted disabled:opacity-100";

function fieldValue(card: BusinessCard, field: FieldSpec["field"] | "about"): string {
  const { state } = fieldPolicy(card, field);
  if (state === "hidden") return "";
  if (state === "locked") return card[field] ?? "";
  if (field === "website") return cardWebsite(card) ?? "";
  if (field === "about") return cardAbout(card) ?? "";
  return card[field] ?? "";
}

/**
 * Basic Info: contact fields, About, the card's URL slug and, for an organisation's card, whether
 * its directory lists it.
 */
export function BasicInfoTab({
  draft,
  savedSlug,
  slugDenial,
  onSave,
}: {
  draft: CardDraft;
  savedSlug: string;
  slugDenial: string | undefined;
  onSave: () => void;
}) {
  const { card, errors } = draft;
  const about = fieldValue(card, "about");
  const aboutPolicy = fieldPolicy(card, "about");
  const aboutOwn = aboutPolicy.state === "default";

  return (
    <TabSection title="Basic Info" description="The details shown on your card.">
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          // Enter in a one-line field saves, like the Save Changes buttons above and below.
          if (
            event.key === "Enter" &&
            event.target instanceof HTMLInputElement &&
            !event.nativeEvent.isComposing
          ) {
            event.preventDefault();
            onSave();
          }
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {FIELDS.map(({ field, label, input, wide }) => {
          // A field the organisation's template locks or hides is shown, disabled, with the reason.
          const policy = fieldPolicy(card, field);
          const own = policy.state === "default";
          return (
            <FormField
              key={field}
              label={label}
              error={errors[field]}
              note={templateNoteFor(policy)}
              hint={field === "website" && own ? "A link without http:// is saved with https://." : undefined}
              className={wide ? "sm:col-span-2" : undefined}
            >
              <Input
                {...input}
                name={field}
                disabled={!own}
                className={own ? undefined : HELD_CLASSES}
                value={fieldValue(card, field)}
                onChange={(event) => draft.setText(field, event.target.value)}
              />
            </FormField>
          );
        })}

        <FormField
          label="About"
          error={errors.about}
          note={templateNoteFor(aboutPolicy)}
          hint={aboutOwn ? `${about.length}/${ABOUT_MAX} characters` : undefined}
          className="sm:col-span-2"
        >
          <Textarea
            name="about"
            rows={4}
            maxLength={ABOUT_MAX}
            disabled={!aboutOwn}
            className={aboutOwn ? undefined : HELD_CLASSES}
            value={about}
            onChange={(event) => draft.setText("about", event.target.value)}
          />
        </FormField>

        <SlugField
          className="sm:col-span-2"
          value={card.slug}
          savedSlug={savedSlug}
          error={errors.slug}
          denial={slugDenial}
          onChange={(value) => draft.setText("slug", value)}
        />
      </form>
      <DirectoryListing />
    </TabSection>
  );
}
