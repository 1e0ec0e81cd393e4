import { normaliseSheet } from "@core/batch-users";
import { describe, expect, it } from "vitest";
import { gridToRecords, roughCsvRowCount, sniffSpreadsheet } from "./sheet-records";

describe("gridToRecords", () => {
  it("takes the first non-blank row as the header and keeps blank rows as blank records", () => {
    const grid = [
      undefined,
      ["", null],
      ["username", "fullName", "", "email"],
      ["ann", "Ann Lee", "ignored", "ann@example.com"],
      [null, "", undefined],
      ["bob", "Bob Ray", "x", "bob@example.com"],
    ];
    expect(gridToRecords(grid)).toEqual({
      headers: ["username", "fullName", "email"],
      records: [
        { username: "ann", fullName: "Ann Lee", email: "ann@example.com" },
        { username: "", fullName: "", email: "" },
        { username: "bob", fullName: "Bob Ray", email: "bob@example.com" },
      ],
    });
  });

  it("gives no header for an empty sheet, which the core refuses", () => {
    const grid = gridToRecords([[], [null, ""]]);
    expect(grid).toEqual({ headers: [], records: [] });
    expect(normaliseSheet(grid.records, grid.headers).error).toMatch(/header row/);
  });

  it("fills missing cells of short rows with blanks and keeps cell objects for the core", () => {
    const formula = { formula: 'HYPERLINK("http://x")', result: "x" };
    const { records } = gridToRecords([["username", "password"], [formula]]);
    expect(records).toEqual([{ username: formula, password: "" }]);
    const sheet = normaliseSheet(records, ["username", "fullName", "email", "password"]);
    expect(sheet.rows[0]!.username).toBe('=HYPERLINK("http://x")');
  });

  it("keeps the first of two equal headers", () => {
    expect(
      gridToRecords([
        ["email", "email"],
        ["a@x.io", "b@x.io"],
      ]).records,
    ).toEqual([{ email: "a@x.io" }]);
  });
});

describe("roughCsvRowCount", () => {
  it("counts lines with content after the header", () => {
    expect(roughCsvRowCount("username,email\r\na,b\n\n,,\nc,d\n")).toBe(2);
    expect(roughCsvRowCount("")).toBe(0);
    expect(roughCsvRowCount("username\n")).toBe(0);
  });
});

describe("sniffSpreadsheet", () => {
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
  const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]);
  const text = new TextEncoder().encode("user");
  it("reads the kind from the bytes first", () => {
    expect(sniffSpreadsheet("people.xls", zip)).toBe("xlsx");
    expect(sniffSpreadsheet("people.xlsx", zip)).toBe("xlsx");
    expect(sniffSpreadsheet("people.xls", ole)).toBe("xls-binary");
    expect(sniffSpreadsheet("people.csv", text)).toBe("csv");
  });
  it("reads a text file named .xls as CSV (exports often are), but not one named .xlsx", () => {
    expect(sniffSpreadsheet("people.xls", text)).toBe("csv");
    expect(sniffSpreadsheet("people.xlsx", text)).toBe("unknown");
  });
});
