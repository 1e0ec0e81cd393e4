/**
 * Spreadsheet files for the batch-upload tests, made in memory when a test asks for them
 * (nothing is checked in): CSV text quoted as RFC 4180 wants, and real .xlsx workbooks
 * written by exceljs. Each is ready for `locator.setInputFiles`.
 */
import ExcelJS from "exceljs";

export interface SpreadsheetFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CSV_MIME_TYPE = "text/csv";
export const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV file of these rows (the first is the header, if the test wants one); no rows: an empty file. */
export function csvFile(name: string, rows: readonly (readonly string[])[]): SpreadsheetFile {
  const text = rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
  return { name, mimeType: CSV_MIME_TYPE, buffer: Buffer.from(text, "utf8") };
}

/** A cell of a test workbook: text, a number, or a formula (stored as a formula, not a value). */
export type XlsxCell = string | number | { formula: string };

/** An .xlsx workbook with one worksheet holding these rows. */
export async function xlsxFile(
  name: string,
  rows: readonly (readonly XlsxCell[])[],
): Promise<SpreadsheetFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Users");
  for (const row of rows) sheet.addRow([...row]);
  const data = await workbook.xlsx.writeBuffer();
  return { name, mimeType: XLSX_MIME_TYPE, buffer: Buffer.from(data) };
}
