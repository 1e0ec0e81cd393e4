import type { CustomButton } from "@core/card";
import { DEFAULT_BUTTON_COLOR, normalizeHex } from "@core/colors";
import { customButtonSchema } from "@core/schemas/card";
import { Check, Plus } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import { LinkInput } from "@/features/card-fields/link-input";

interface Errors {
  text?: string;
  url?: string;
  backgroundColor?: string;
}

/**
 * Adds a custom button, or changes one (`editing`): label, URL (http, https, mailto or tel; a
 * web address without a scheme gets https://) and colour, default #d9bd90. 'Add' stays disabled
 * until label and URL are filled.
 */
export function CustomButtonForm({
  full,
  onAdd,
  editing,
  onEdited,
  onCancel,
}: {
  full: boolean;
  onAdd: (button: CustomButton) => void;
  /** The button being changed; the form then saves it in its place instead of adding one. */
  editing?: CustomButton;
  onEdited?: (button: CustomButton) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(editing?.text ?? "");
  const [url, setUrl] = useState(editing?.url ?? "");
  const [color, setColor] = useState(editing?.backgroundColor ?? DEFAULT_BUTTON_COLOR);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState("");
  const pickerValue = normalizeHex(color) ?? DEFAULT_BUTTON_COLOR;
  const form = useRef<HTMLFormElement>(null);
  // Editing starts in the form's first field, the label.
  useEffect(() => {
    if (editing) form.current?.querySelector("input")?.focus();
  }, [editing]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customButtonSchema.safeParse({ text, url, backgroundColor: color.trim() });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (editing) {
      onEdited?.(parsed.data);
      return;
    }
    onAdd(parsed.data);
    setStatus(`Button "${parsed.data.text}" added.`);
    setText("");
    setUrl("");
    setColor(DEFAULT_BUTTON_COLOR);
    setErrors({});
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" aria-labelledby="button-form-heading">
      <h3 id="button-form-heading" className="text-base font-semibold">
        {editing ? `Edit the button "${editing.text}"` : "Add a button"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Label" error={errors.text}>
          <Input
            value={text}
            maxLength={60}
            onChange={(event) => {
              setText(event.target.value);
              setErrors((current) => ({ ...current, text: undefined }));
            }}
          />
        </FormField>
        <FormField label="URL" error={errors.url} hint="A web address, or one starting with mailto: or tel:">
          <LinkInput
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setErrors((current) => ({ ...current, url: undefined }));
            }}
          />
        </FormField>
        <div className="flex items-end gap-2 sm:col-span-2">
          <input
            type="color"
            aria-label="Pick a colour"
            value={pickerValue}
            onChange={(event) => {
              setColor(event.target.value);
              setErrors((current) => ({ ...current, backgroundColor: undefined }));
            }}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-ring"
          />
          <FormField label="Colour" error={errors.backgroundColor} className="max-w-40 flex-1">
            <VerbatimInput
              value={color}
              maxLength={7}
              onChange={(event) => {
                setColor(event.target.value);
                setErrors((current) => ({ ...current, backgroundColor: undefined }));
              }}
              className="font-mono"
            />
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {editing ? (
          <>
            <Button type="submit" disabled={text.trim() === "" || url.trim() === ""}>
              <Check className="h-4 w-4" aria-hidden />
              Update button
            </Button>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" disabled={text.trim() === "" || url.trim() === "" || full}>
              <Plus className="h-4 w-4" aria-hidden />
              Add
            </Button>
            <p role="status" className="text-sm text-muted-foreground">
              {full ? "A card can have at most 20 custom buttons." : status}
            </p>
          </>
        )}
      </div>
    </form>
  );
}
