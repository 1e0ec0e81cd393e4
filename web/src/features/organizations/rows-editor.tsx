/**
 * A list of rows of a few text inputs each, with 'Add' and a remove button per row: the template's
 * social links (platform and address), buttons (text and address) and gallery (image addresses).
 * Every input is labelled with its column and row, so a screen reader says which one it is in.
 */
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, VerbatimInput } from "@/components/ui/input";

interface RowColumn<Row> {
  key: keyof Row & string;
  label: string;
  /** Addresses and platform names are typed verbatim; texts may be capitalised. */
  verbatim?: boolean;
  type?: "text" | "url";
  maxLength?: number;
}

interface RowsEditorProps<Row> {
  /** The list's name, e.g. 'Social links'. */
  label: string;
  /** What one row is, e.g. 'link': 'Add link', 'Remove link 2'. */
  rowName: string;
  columns: RowColumn<Row>[];
  rows: Row[];
  max: number;
  blank: () => Row;
  onChange: (rows: Row[]) => void;
  error?: string;
}

export function RowsEditor<Row>({
  label,
  rowName,
  columns,
  rows,
  max,
  blank,
  onChange,
  error,
}: RowsEditorProps<Row>) {
  const id = useId();
  const set = (index: number, key: keyof Row, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
      {rows.map((row, index) => (
        // Rows have no id of their own; their place is what they are known by while edited.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]">
            {columns.map((column) => {
              const Field = column.verbatim ? VerbatimInput : Input;
              return (
                <Field
                  key={column.key}
                  aria-label={`${column.label} ${index + 1}`}
                  placeholder={column.label}
                  type={column.type ?? "text"}
                  maxLength={column.maxLength}
                  value={String(row[column.key] ?? "")}
                  onChange={(event) => set(index, column.key, event.target.value)}
                />
              );
            })}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${rowName} ${index + 1}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {rows.length < max && (
        <Button variant="outline" size="sm" onClick={() => onChange([...rows, blank()])}>
          <Plus className="h-4 w-4" aria-hidden />
          Add {rowName}
        </Button>
      )}
    </fieldset>
  );
}
