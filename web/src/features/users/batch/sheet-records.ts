/**
 * A worksheet read as a grid of cells becomes the header row plus header -> value records,
 * the shape core/batch-users.ts normalises (a header row is
 * required; the core skips empty lines, which stay here so its line numbers match the
 * sheet's). No spreadsheet library here, so it is easy to test.
 */
import { cellText, type SheetRecord } from "@core/batch-users";

export interface SheetGrid {
  headers: string[];
  records: SheetRecord[];
}

function isBlankRow(row: readonly unknown[] | undefined): boolean {
  return !row || row.every((cell) => cellText(cell).trim() === "");
}

/**
 * The first non-blank row is the header; every later row becomes a record keyed by the
 * header's text (blank rows as blank records). Blank header cells are ignored; cells keep
 * their raw values (cellText turns them into text later, formulas included as "=..." source).
 */
export function gridToRecords(grid: readonly (readonly unknown[] | undefined)[]): SheetGrid {
  const headerIndex = grid.findIndex((row) => !isBlankRow(row));
  if (headerIndex === -1) return { headers: [], records: [] };
  const headerRow = grid[headerIndex] ?? [];
  const columns: { index: number; name: string }[] = [];
  headerRow.forEach((cell, index) => {
    const name = cellText(cell).trim();
    if (name !== "" && !columns.some((c) => c.name === name)) columns.push({ index, name });
  });
  const records: SheetRecord[] = [];
  for (const row of grid.slice(headerIndex + 1)) {
    const record: SheetRecord = {};
    for (const { index, name } of columns) record[name] = row?.[index] ?? "";
    records.push(record);
  }
  return { headers: columns.map((c) => c.name), records };
}

/**
 * Lines of a CSV text that hold something, minus the header: a cheap count to refuse a file
 * with too many rows before it is parsed. Quoted cells with line breaks count more than once,
 * so it only ever over-counts; the parsed count decides after.
 */
export function roughCsvRowCount(text: string): number {
  let lines = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.replace(/[,;\t\s"]/g, "") !== "") lines++;
  return Math.max(0, lines - 1);
}

export type SpreadsheetKind = "csv" | "xlsx" | "xls-binary" | "unknown";

/** What a file is, from its first bytes and, failing that, its name. */
export function sniffSpreadsheet(name: string, head: Uint8Array): SpreadsheetKind {
  // ZIP: an Office Open XML workbook (also when it is named .xls).
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "xlsx";
  // OLE2 compound file: an Excel 97-2003 workbook.
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return "xls-binary";
  // Anything else is text: CSV, or the tab-separated text many tools export as ".xls"
  // (papaparse finds the delimiter). A text file named .xlsx is damaged, not CSV.
  return name.toLowerCase().endsWith(".xlsx") ? "unknown" : "csv";
}
