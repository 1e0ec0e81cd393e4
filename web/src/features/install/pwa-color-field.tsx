import { normalizeHex } from "@core/colors";
import { FormField } from "@/components/ui/form-field";
import { VerbatimInput } from "@/components/ui/input";

/**
 * A colour of the installed app: the browser's own colour picker beside the hex text, both
 * showing the same value. Unset shows the spec's default; text that is not a hex colour yet
 * (being typed) leaves the picker on the last good colour, and the schema's message says why.
 */
export function PwaColorField({
  label,
  hint,
  value,
  fallback,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string | undefined;
  /** The spec's default, shown while the owner has chosen none. */
  fallback: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const text = value ?? fallback;
  return (
    <div className="flex items-start gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={normalizeHex(text) ?? fallback}
        onChange={(event) => onChange(event.target.value)}
        // Lined up with the text input under its label.
        className="mt-5 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-ring"
      />
      <FormField label={label} hint={hint} error={error} className="min-w-0 flex-1">
        <VerbatimInput
          value={text}
          maxLength={7}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value.trim())}
          className="font-mono"
        />
      </FormField>
    </div>
  );
}
