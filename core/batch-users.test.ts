import { describe, expect, it } from "vitest";
import {
  BATCH_HEADERS,
  BATCH_MAX_BYTES,
  BATCH_MAX_ROWS,
  BATCH_ORG_TEMPLATE_CSV,
  BATCH_TEMPLATE_CSV,
  BATCH_TEMPLATE_FILE_NAME,
  batchCounts,
  cellText,
  checkBatchFileSize,
  checkBatchRowCount,
  checkBatchRows,
  coerceBatchRow,
  normaliseSheet,
  validateBatchRow,
  validBatchRows,
} from "./batch-users";

const good = {
  username: "alice",
  fullName: "Alice Archer",
  email: "alice@example.com",
  accessLevel: "2",
  cardSlug: "alice-card",
  password: "secret1",
};

describe("normaliseSheet", () => {
  it("reads the template's headers and rows", () => {
    const [header, ...lines] = BATCH_TEMPLATE_CSV.trim().split("\n");
    expect(header!.split(",")).toEqual([...BATCH_HEADERS]);
    const records = lines.map((line) =>
      Object.fromEntries(header!.split(",").map((h, i) => [h, line.split(",")[i]])),
    );
    const sheet = normaliseSheet(records);
    expect(sheet.error).toBeUndefined();
    expect(sheet.rows.map((r) => r.status)).toEqual(["valid", "valid"]);
    expect(BATCH_TEMPLATE_FILE_NAME).toBe("user_upload_template.csv");
  });

  it("accepts the alternate headers and defaults the level to 1", () => {
    const sheet = normaliseSheet([
      {
        username: "bob",
        full_name: "Bob B",
        Email: "bob@x.io",
        access_level: "",
        card_slug: "bobby",
        password: "pw1234",
      },
      {
        username: "carl",
        full_name: "Carl C",
        Email: "c@x.io",
        access_level: "3",
        card_slug: "",
        password: "pw1234",
      },
    ]);
    expect(sheet.error).toBeUndefined();
    expect(sheet.rows[0]).toMatchObject({
      fullName: "Bob B",
      email: "bob@x.io",
      accessLevel: 1,
      cardSlug: "bobby",
      status: "valid",
    });
    expect(sheet.rows[1]).toMatchObject({ accessLevel: 3, cardSlug: "", status: "valid" });
    const { cardSlug: _omit, ...noSlug } = good;
    expect(normaliseSheet([{ ...noSlug, accessLevel: undefined, cardslug: "x-y-z" }]).rows[0]).toMatchObject({
      cardSlug: "x-y-z",
      accessLevel: 1,
    });
  });

  it("skips empty lines and keeps sheet line numbers", () => {
    const sheet = normaliseSheet([
      good,
      { username: "", fullName: " ", email: "", password: "" },
      { ...good, username: "bert", email: "b@e.co", cardSlug: "" },
    ]);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it("reports a missing header row and missing columns", () => {
    expect(normaliseSheet([{ alice: "bob", "alice@example.com": "x" }]).error).toMatch(/needs a header row/);
    expect(normaliseSheet([], []).error).toMatch(/needs a header row/);
    const missing = normaliseSheet([{ username: "alice", email: "a@b.co" }]);
    expect(missing.error).toMatch(/^Missing required columns: fullName, password\./);
    expect(missing.rows).toEqual([]);
  });

  it("refuses more than the row limit", () => {
    const records = Array.from({ length: BATCH_MAX_ROWS + 1 }, (_, i) => ({ ...good, username: `u${i}` }));
    const sheet = normaliseSheet(records);
    expect(sheet.error).toBe("The file has 5,001 users; at most 5,000 can be uploaded at once.");
    expect(sheet.rows).toEqual([]);
  });

  it("keeps a formula as text", () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const sheet = normaliseSheet([{ ...good, fullName: formula }]);
    expect(sheet.rows[0]).toMatchObject({ fullName: formula, status: "valid" });
    expect(cellText({ formula: 'HYPERLINK("http://x")', result: "x" })).toBe('=HYPERLINK("http://x")');
  });
});

describe("row checks", () => {
  it("gives the spec's messages joined with commas", () => {
    const [row] = checkBatchRows([
      { username: "ab", fullName: "A", email: "nope", accessLevel: 1, cardSlug: "", password: "123" },
    ]);
    expect(row!.status).toBe("invalid");
    expect(row!.error).toBe(
      "Username must be at least 3 characters, Invalid email format, Full name must be at least 2 characters, Password must be at least 6 characters",
    );
  });

  it("checks level and slug", () => {
    expect(validateBatchRow({ ...good, accessLevel: 6 })).toEqual([
      "Access level must be a number from 1 to 5",
    ]);
    expect(validateBatchRow({ ...good, accessLevel: "admin" })).toEqual([
      "Access level must be a number from 1 to 5",
    ]);
    expect(validateBatchRow({ ...good, accessLevel: 2, cardSlug: "ab" })).toEqual([
      "Slug must be at least 3 characters",
    ]);
    expect(validateBatchRow({ ...good, accessLevel: 2, email: "a@" })).toEqual(["Invalid email format"]);
    // The Kelvin sign lower-cases to "k": refused as typed, not stored as "kate".
    expect(validateBatchRow({ ...good, accessLevel: 2, cardSlug: "\u212Aate" })).toHaveLength(1);
  });

  it("marks repeats inside the file, case-insensitively, keeping the first", () => {
    const rows = checkBatchRows([
      { ...good, accessLevel: 1 },
      { ...good, accessLevel: 1, username: "ALICE", email: "other@x.io", cardSlug: "" },
      { ...good, accessLevel: 1, username: "zed", email: "Alice@Example.com", cardSlug: "alice-card" },
    ]);
    expect(rows.map((r) => r.status)).toEqual(["valid", "invalid", "invalid"]);
    expect(rows[1]!.error).toBe("Username appears more than once in the file");
    expect(rows[2]!.error).toBe(
      "Email appears more than once in the file, Card slug appears more than once in the file",
    );
    expect(rows.map((r) => r.duplicate)).toEqual([false, true, true]);
    expect(batchCounts(rows)).toEqual({ total: 3, valid: 1, invalid: 2 });
    expect(validBatchRows(rows)).toEqual([{ ...good, accessLevel: 1 }]);
  });
});

describe("limits and cells", () => {
  it("checks size and count", () => {
    expect(checkBatchFileSize(BATCH_MAX_BYTES)).toBeUndefined();
    expect(checkBatchFileSize(BATCH_MAX_BYTES + 1)).toBe(
      "The file is 5.0 MB; files up to 5 MB can be uploaded.",
    );
    expect(checkBatchRowCount(BATCH_MAX_ROWS)).toBeUndefined();
    expect(checkBatchRowCount(5001)).toMatch(/5,001/);
  });

  it("turns library cell values into text", () => {
    expect(cellText(null)).toBe("");
    expect(cellText(3)).toBe("3");
    expect(cellText({ richText: [{ text: "a" }, { text: "b" }] })).toBe("ab");
    expect(cellText({ text: "mail@x.io", hyperlink: "mailto:mail@x.io" })).toBe("mail@x.io");
  });
});

describe("the organisation's columns", () => {
  const inOrganisation = { inOrganisation: true };

  it("reads template and team under their alternate headers, trimmed, and sends them on", () => {
    const sheet = normaliseSheet(
      [
        { ...good, "Template name": " Staff card ", Team: "Sales " },
        { ...good, username: "bob", email: "bob@x.io", cardSlug: "", "Template name": "", Team: "" },
      ],
      undefined,
      inOrganisation,
    );
    expect(sheet.error).toBeUndefined();
    expect(sheet.columns).toMatchObject({ template: "Template name", team: "Team" });
    expect(sheet.rows[0]).toMatchObject({ template: "Staff card", team: "Sales", status: "valid" });
    // Blank cells are left out: the row is a plain one.
    expect(sheet.rows[1]).not.toHaveProperty("template");
    expect(sheet.rows[1]).not.toHaveProperty("team");
    expect(validBatchRows(sheet.rows)).toEqual([
      { ...good, accessLevel: 2, template: "Staff card", team: "Sales" },
      { ...good, username: "bob", email: "bob@x.io", cardSlug: "", accessLevel: 2 },
    ]);
    for (const header of ["template", "TEMPLATE", "template_name", "teamName", "team name", "team-name"]) {
      expect(normaliseSheet([{ ...good, [header]: "X" }], undefined, inOrganisation).rows[0]).toMatchObject({
        [header.toLowerCase().startsWith("team") ? "team" : "template"]: "X",
      });
    }
  });

  it("refuses a row naming a template or team when no organisation is chosen, and nothing else", () => {
    const sheet = normaliseSheet([
      { ...good, template: "Staff card", team: "" },
      { ...good, username: "bob", email: "bob@x.io", cardSlug: "", template: "", team: "Sales" },
      { ...good, username: "cat", email: "cat@x.io", cardSlug: "", template: " ", team: "" },
    ]);
    expect(sheet.rows.map((r) => r.error)).toEqual([
      "Choose an organisation to use templates and teams.",
      "Choose an organisation to use templates and teams.",
      "",
    ]);
    expect(validBatchRows(sheet.rows)).toHaveLength(1);
  });

  it("bounds the names with the organisation's own limits", () => {
    const long = "x".repeat(101);
    expect(validateBatchRow({ ...good, accessLevel: 1, template: long, team: long }, inOrganisation)).toEqual(
      ["Template name must be at most 100 characters", "Team name must be at most 100 characters"],
    );
    expect(
      checkBatchRows([{ ...good, accessLevel: 1, team: "x".repeat(100) }], undefined, inOrganisation)[0],
    ).toMatchObject({ status: "valid" });
  });

  it("a line with only a template or team is a row, and invalid", () => {
    const sheet = normaliseSheet(
      [{ username: "", fullName: "", email: "", password: "", team: "Sales" }],
      ["username", "fullName", "email", "password", "team"],
      inOrganisation,
    );
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]!.status).toBe("invalid");
  });

  it("the organisation's template reads as valid rows with both columns", () => {
    const [header, ...lines] = BATCH_ORG_TEMPLATE_CSV.trim().split("\n");
    const headers = header!.split(",");
    expect(headers).toEqual([...BATCH_HEADERS, "template", "team"]);
    const records = lines.map((line) => Object.fromEntries(headers.map((h, i) => [h, line.split(",")[i]])));
    const sheet = normaliseSheet(records, headers, inOrganisation);
    expect(sheet.rows.map((r) => r.status)).toEqual(["valid", "valid"]);
    expect(sheet.rows[0]).toMatchObject({ template: "Staff card", team: "Sales" });
    // Outside an organisation its first row is refused, not silently made without them.
    expect(normaliseSheet(records, headers).rows.map((r) => r.status)).toEqual(["invalid", "valid"]);
  });

  it("coerces a request's template and team as text", () => {
    expect(coerceBatchRow({ ...good, template: " Staff ", team: 7 })).toMatchObject({
      template: "Staff",
      team: "7",
    });
    const plain = coerceBatchRow({ ...good, template: { evil: true }, team: "" });
    expect(plain).not.toHaveProperty("template");
    expect(plain).not.toHaveProperty("team");
  });
});
