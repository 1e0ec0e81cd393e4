/** CSV text to header + records with papaparse; every cell stays text (nothing is evaluated). */
import Papa from "papaparse";
import type { SheetGrid } from "./sheet-records";

export class SheetParseError extends Error {}

export function parseCsvText(text: string): SheetGrid {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<Record<string, string>>(body, {
    header: true,
    // Empty lines stay (the core skips them) so line numbers match the file.
    skipEmptyLines: false,
    dynamicTyping: false,
    transformHeader: (header) => header.trim(),
  });
  // Rows with too few or too many fields are still read; broken quoting is not.
  const fatal = result.errors.find((error) => error.type === "Quotes");
  if (fatal) {
    const row = typeof fatal.row === "number" ? ` (row ${fatal.row + 2})` : "";
    throw new SheetParseError(`${fatal.message}${row}`);
  }
  const headers = (result.meta.fields ?? []).filter((field) => field !== "");
  const records = result.data.map((record) => {
    const { __parsed_extra: _extra, ...cells } = record as Record<string, unknown>;
    return cells;
  });
  return { headers, records };
}
