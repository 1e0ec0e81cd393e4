/**
 * An .xlsx workbook to header + records with exceljs (loaded only when a workbook is picked).
 * The first worksheet is read; formulas are kept as their source text, never computed.
 */
import { gridToRecords, type SheetGrid } from "./sheet-records";

export async function parseXlsxBuffer(buffer: ArrayBuffer): Promise<SheetGrid> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], records: [] };
  const grid: unknown[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    grid[rowNumber - 1] = Array.from({ length: width }, (_, c) => row.getCell(c + 1).value);
  });
  return gridToRecords(grid);
}
