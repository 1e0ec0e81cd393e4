/**
 * One field of the template editor: its value (a theme, a text, or rows of links, buttons or
 * images) beside its policy (field-policy-radios.tsx).
 */
import { TEMPLATE_FIELD_LABELS, type TemplateField } from "@core/card-template";
import { ABOUT_MAX, GALLERY_MAX } from "@core/schemas/card";
import { THEME_VALUES, type ThemeValue, themeDisplayName } from "@core/themes";
import type { ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea, VerbatimInput } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { FieldPolicyRadios } from "./field-policy-radios";
import { RowsEditor } from "./rows-editor";
import type {
  ButtonRow,
  FieldPolicy,
  GalleryRow,
  SocialRow,
  TemplateDraft,
  TextField,
} from "./template-values";

/** The text fields' inputs: their kind and length, as the card's own rules allow. */
const TEXT_INPUTS: Record<TextField, { type?: string; verbatim?: boolean; max: number; hint?: string }> = {
  company: { max: 200 },
  phone: { type: "tel", max: 60 },
  email: { type: "email", verbatim: true, max: 254 },
  address: { max: 500 },
  website: { type: "url", verbatim: true, max: 2048 },
  about: { max: ABOUT_MAX },
  logoUrl: { type: "url", verbatim: true, max: 2048, hint: "An image address" },
  coverPhoto: { type: "url", verbatim: true, max: 2048, hint: "An image address" },
  faviconUrl: { type: "url", verbatim: true, max: 2048, hint: "An image address" },
  videoUrl: { type: "url", verbatim: true, max: 2048, hint: "A video's web address" },
};

/** The most rows each list holds, as a card's. */
const SOCIAL_LINKS_MAX = 40;
const BUTTONS_MAX = 20;

interface TemplateFieldEditorProps {
  field: TemplateField;
  draft: TemplateDraft;
  error?: string;
  onChange: (draft: TemplateDraft) => void;
}

export function TemplateFieldEditor({ field, draft, error, onChange }: TemplateFieldEditorProps) {
  const label = TEMPLATE_FIELD_LABELS[field];
  const setPolicy = (policy: FieldPolicy) =>
    onChange({ ...draft, policy: { ...draft.policy, [field]: policy } });
  return (
    <div
      className="grid gap-3 border-t border-border py-4 md:grid-cols-[minmax(0,1fr)_auto]"
      data-template-field={field}
    >
      <div className="min-w-0">{valueEditor(field, label, draft, error, onChange)}</div>
      <div className="space-y-1.5 md:pt-0">
        <p className="text-xs font-medium text-muted-foreground" aria-hidden>
          Policy
        </p>
        <FieldPolicyRadios field={field} value={draft.policy[field]} onChange={setPolicy} />
      </div>
    </div>
  );
}

function valueEditor(
  field: TemplateField,
  label: string,
  draft: TemplateDraft,
  error: string | undefined,
  onChange: (draft: TemplateDraft) => void,
): ReactNode {
  switch (field) {
    case "theme":
      return (
        <FormField label={label} error={error}>
          <NativeSelect
            value={draft.theme}
            onChange={(event) => onChange({ ...draft, theme: event.target.value as ThemeValue })}
          >
            {THEME_VALUES.map((theme) => (
              <option key={theme} value={theme}>
                {themeDisplayName(theme)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      );
    case "socialLinks":
      return (
        <RowsEditor<SocialRow>
          label={label}
          rowName="link"
          columns={[
            { key: "network", label: "Platform", verbatim: true, maxLength: 40 },
            { key: "url", label: "Address", verbatim: true, type: "url", maxLength: 2048 },
          ]}
          rows={draft.socialLinks}
          max={SOCIAL_LINKS_MAX}
          blank={() => ({ network: "", url: "" })}
          onChange={(socialLinks) => onChange({ ...draft, socialLinks })}
          error={error}
        />
      );
    case "customButtons":
      return (
        <RowsEditor<ButtonRow>
          label={label}
          rowName="button"
          columns={[
            { key: "text", label: "Button text", maxLength: 60 },
            { key: "url", label: "Button address", verbatim: true, type: "url", maxLength: 2048 },
          ]}
          rows={draft.customButtons}
          max={BUTTONS_MAX}
          blank={() => ({ text: "", url: "" })}
          onChange={(customButtons) => onChange({ ...draft, customButtons })}
          error={error}
        />
      );
    case "gallery":
      return (
        <RowsEditor<GalleryRow>
          label={label}
          rowName="image"
          columns={[{ key: "url", label: "Image address", verbatim: true, type: "url", maxLength: 2048 }]}
          rows={draft.gallery}
          max={GALLERY_MAX}
          blank={() => ({ url: "" })}
          onChange={(gallery) => onChange({ ...draft, gallery })}
          error={error}
        />
      );
    default:
      return <TextValue field={field} label={label} draft={draft} error={error} onChange={onChange} />;
  }
}

function TextValue({
  field,
  label,
  draft,
  error,
  onChange,
}: { field: TextField; label: string } & Omit<TemplateFieldEditorProps, "field">) {
  const input = TEXT_INPUTS[field];
  const props = {
    value: draft.text[field],
    maxLength: input.max,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, text: { ...draft.text, [field]: event.target.value } }),
  };
  const Field = input.verbatim ? VerbatimInput : Input;
  return (
    <FormField label={label} error={error} hint={input.hint}>
      {field === "about" ? (
        <Textarea rows={3} {...props} />
      ) : (
        <Field type={input.type ?? "text"} {...props} />
      )}
    </FormField>
  );
}
