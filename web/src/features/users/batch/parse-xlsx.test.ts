import { normaliseSheet } from "@core/batch-users";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { parseXlsxBuffer } from "./parse-xlsx";

async function workbook(rows: unknown[][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Users");
  for (const row of rows) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

describe("parseXlsxBuffer", () => {
  it("reads the first sheet's header and rows, numbers and formulas as text", async () => {
    const buffer = await workbook([
      ["username", "full_name", "email", "access_level", "cardSlug", "password"],
      ["ann", "Ann Lee", "ann@example.com", 2, "", "secret1"],
      [],
      [{ formula: 'HYPERLINK("http://evil")', result: "evil" }, "Eve", "eve@example.com", 1, "", 123456],
    ]);
    const grid = await parseXlsxBuffer(buffer);
    const sheet = normaliseSheet(grid.records, grid.headers);
    expect(sheet.error).toBeUndefined();
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[0]).toMatchObject({
      username: "ann",
      fullName: "Ann Lee",
      accessLevel: 2,
      status: "valid",
    });
    expect(sheet.rows[1]).toMatchObject({
      username: '=HYPERLINK("http://evil")',
      password: "123456",
      line: 4,
    });
    expect(sheet.rows[1]!.status).toBe("invalid");
  });

  it("gives no header for an empty workbook", async () => {
    const grid = await parseXlsxBuffer(await workbook([]));
    expect(grid.headers).toEqual([]);
  });
});
