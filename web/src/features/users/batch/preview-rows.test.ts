import { checkBatchRows } from "@core/batch-users";
import { describe, expect, it } from "vitest";
import {
  countLine,
  levelCell,
  maskPassword,
  previewRows,
  resultLines,
  withServerCheck,
} from "./preview-rows";

const row = (username: string, email = `${username}@example.com`) => ({
  username,
  fullName: "Some One",
  email,
  accessLevel: 1,
  cardSlug: "",
  password: "secret1",
});

describe("preview helpers", () => {
  it("lists every row of a small file, and the first plus every invalid row of a large one", () => {
    const rows = checkBatchRows([row("aaa"), row("bbb"), row("x"), row("ccc"), row("y")]);
    expect(previewRows(rows, 10)).toHaveLength(5);
    expect(previewRows(rows, 2).map((r) => r.username)).toEqual(["aaa", "bbb", "x", "y"]);
  });

  it("names valid levels and shows anything else as written", () => {
    expect(levelCell(5)).toBe("System Admin (5)");
    expect(levelCell(9)).toBe("9");
    expect(levelCell("admin")).toBe("admin");
  });

  it("masks passwords with a fixed length", () => {
    expect(maskPassword("secret1")).toBe(maskPassword("a much longer password"));
    expect(maskPassword("secret1")).not.toContain("s");
    expect(maskPassword("")).toBe("-");
  });

  it("writes the count line", () => {
    expect(countLine({ total: 1, valid: 1, invalid: 0 })).toBe("1 user found, 1 valid, 0 invalid");
    expect(countLine({ total: 3, valid: 1, invalid: 2 })).toBe("3 users found, 1 valid, 2 invalid");
  });

  it("maps the server's results back to the file's lines", () => {
    const sent = checkBatchRows([row("aaa"), row("bbb")], [2, 5]);
    const lines = resultLines(sent, [
      { index: 0, username: "aaa", status: "created", id: 7, cardSlug: "aaa-1" },
      {
        index: 1,
        username: "bbb",
        status: "skipped",
        reason: "username_taken",
        message: "That username is already taken.",
      },
    ]);
    expect(lines).toEqual([
      { line: 2, username: "aaa", created: true, text: "Created (card /view/aaa-1)" },
      { line: 5, username: "bbb", created: false, text: "That username is already taken." },
    ]);
  });

  it("marks the rows the server's dry run refuses as invalid, with its message", () => {
    // "x" is invalid in the file and was not sent: the server's indexes count only the sent rows.
    const rows = checkBatchRows([row("aaa"), row("x"), row("bbb"), row("ccc")]);
    const merged = withServerCheck(rows, [
      { index: 0, username: "aaa", status: "valid" },
      {
        index: 1,
        username: "bbb",
        status: "invalid",
        reason: "username_taken",
        message: "That username is already taken.",
      },
      { index: 2, username: "ccc", status: "valid" },
    ]);
    expect(merged.map((r) => [r.username, r.status])).toEqual([
      ["aaa", "valid"],
      ["x", "invalid"],
      ["bbb", "invalid"],
      ["ccc", "valid"],
    ]);
    expect(merged[2]!.errors).toEqual(["That username is already taken."]);
    expect(merged[2]!.error).toBe("That username is already taken.");
    expect(merged[1]).toBe(rows[1]);
    expect(merged[0]).toBe(rows[0]);
  });

  it("shows the template and team an organisation's dry run answers, as the organisation spells them", () => {
    const rows = checkBatchRows(
      [
        { ...row("aaa"), template: "sales card", team: "SALES" },
        { ...row("bbb"), team: "ops" },
      ],
      undefined,
      { inOrganisation: true },
    );
    const merged = withServerCheck(rows, [
      { index: 0, username: "aaa", status: "valid", template: "Sales Card", team: "Sales" },
      {
        index: 1,
        username: "bbb",
        status: "invalid",
        reason: "team_not_found",
        message: 'No team named "ops" in this organisation.',
      },
    ]);
    expect(merged[0]).toMatchObject({ status: "valid", template: "Sales Card", team: "Sales" });
    expect(merged[1]).toMatchObject({
      status: "invalid",
      team: "ops",
      error: 'No team named "ops" in this organisation.',
    });
  });
});
