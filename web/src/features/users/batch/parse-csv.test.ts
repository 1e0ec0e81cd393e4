import { BATCH_TEMPLATE_CSV, batchCounts, normaliseSheet } from "@core/batch-users";
import { describe, expect, it } from "vitest";
import { parseCsvText, SheetParseError } from "./parse-csv";

describe("parseCsvText", () => {
  it("reads the template into valid rows", () => {
    const grid = parseCsvText(BATCH_TEMPLATE_CSV);
    expect(grid.headers).toEqual(["username", "fullName", "email", "accessLevel", "cardSlug", "password"]);
    const sheet = normaliseSheet(grid.records, grid.headers);
    expect(sheet.error).toBeUndefined();
    expect(batchCounts(sheet.rows)).toEqual({ total: 2, valid: 2, invalid: 0 });
  });

  it("accepts the alternate headers, a byte-order mark and blank lines", () => {
    const text =
      "\ufeffusername, full_name ,Email,access_level,card_slug,password\r\n\r\nann,Ann Lee,ann@example.com,,ann-card,secret1\r\n";
    const grid = parseCsvText(text);
    const sheet = normaliseSheet(grid.records, grid.headers);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toMatchObject({
      username: "ann",
      fullName: "Ann Lee",
      email: "ann@example.com",
      accessLevel: 1,
      cardSlug: "ann-card",
      status: "valid",
      line: 3,
    });
  });

  it("keeps a formula as text and never types numbers", () => {
    const grid = parseCsvText('username,password\n"=HYPERLINK(""http://evil"")",007007\n');
    expect(grid.records[0]).toEqual({ username: '=HYPERLINK("http://evil")', password: "007007" });
  });

  it("reads rows with too few or too many fields", () => {
    const grid = parseCsvText("username,email\nann\nbob,b@x.io,extra");
    expect(grid.records).toEqual([{ username: "ann" }, { username: "bob", email: "b@x.io" }]);
  });

  it("refuses broken quoting with the parser's reason", () => {
    expect(() => parseCsvText('username,email\n"ann,a@x.io\n')).toThrow(SheetParseError);
  });

  it("gives no headers for an empty file", () => {
    expect(parseCsvText("").headers).toEqual([]);
  });
});
