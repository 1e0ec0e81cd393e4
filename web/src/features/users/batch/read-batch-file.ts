/**
 * From a picked file to checked rows: the size is checked before anything
 * is read, a CSV's line count before it is parsed; CSV goes through papaparse and .xlsx
 * through exceljs, both loaded on demand so the /users screen stays small.
 */
import {
  type BatchCheckOptions,
  checkBatchFileSize,
  checkBatchRowCount,
  type NormalisedSheet,
  normaliseSheet,
} from "@core/batch-users";
import { roughCsvRowCount, type SheetGrid, sniffSpreadsheet } from "./sheet-records";

const XLS_NOT_SUPPORTED =
  "This .xls file is in the old Excel 97-2003 format, which cannot be read here. Open it in Excel or LibreOffice, save it as .xlsx or CSV, and upload that file.";
const UNREADABLE_WORKBOOK =
  "This file could not be read as a spreadsheet. Save it as .xlsx or CSV and upload it again.";

export type BatchFileResult = { ok: true; sheet: NormalisedSheet } | { ok: false; message: string };

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "the file could not be read";
}

/** `options`: whether the rows go to an organisation, where they may name its templates and teams. */
export async function readBatchFile(file: File, options: BatchCheckOptions = {}): Promise<BatchFileResult> {
  const tooLarge = checkBatchFileSize(file.size);
  if (tooLarge) return { ok: false, message: tooLarge };

  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const kind = sniffSpreadsheet(file.name, head);
  if (kind === "xls-binary") return { ok: false, message: XLS_NOT_SUPPORTED };
  if (kind === "unknown") return { ok: false, message: UNREADABLE_WORKBOOK };

  let grid: SheetGrid;
  if (kind === "csv") {
    const text = await file.text();
    // Refused before parsing. Only quoted cells with line breaks make the count too high,
    // which a file of users does not have.
    const tooMany = checkBatchRowCount(roughCsvRowCount(text));
    if (tooMany) return { ok: false, message: tooMany };
    try {
      const { parseCsvText } = await import("./parse-csv");
      grid = parseCsvText(text);
    } catch (error) {
      return { ok: false, message: `Failed to parse CSV: ${reason(error)}` };
    }
  } else {
    try {
      const { parseXlsxBuffer } = await import("./parse-xlsx");
      grid = await parseXlsxBuffer(await file.arrayBuffer());
    } catch (error) {
      return { ok: false, message: `Failed to parse Excel file: ${reason(error)}` };
    }
  }

  const sheet = normaliseSheet(grid.records, grid.headers, options);
  if (sheet.error) return { ok: false, message: sheet.error };
  return { ok: true, sheet };
}
