import { describe, expect, it } from "vitest";
import {
  BATCH_ORG_MESSAGES,
  findByName,
  noTeamNamed,
  noTemplateNamed,
  validateBatchOrgColumns,
} from "./batch-org-columns";
import { TEAM_NAME_MAX, TEMPLATE_NAME_MAX } from "./organizations";

describe("validateBatchOrgColumns", () => {
  it("refuses a template or a team in an upload that names no organisation", () => {
    expect(validateBatchOrgColumns({ template: "Staff" }, false)).toEqual([
      "Choose an organisation to use templates and teams.",
    ]);
    expect(validateBatchOrgColumns({ team: "Sales" }, false)).toEqual([BATCH_ORG_MESSAGES.noOrganisation]);
    // Blank cells are no use of the columns.
    expect(validateBatchOrgColumns({ template: " ", team: "" }, false)).toEqual([]);
    expect(validateBatchOrgColumns({}, false)).toEqual([]);
  });

  it("bounds both names in an organisation's upload", () => {
    expect(validateBatchOrgColumns({ template: "Staff", team: "Sales" }, true)).toEqual([]);
    expect(
      validateBatchOrgColumns(
        { template: "t".repeat(TEMPLATE_NAME_MAX + 1), team: "s".repeat(TEAM_NAME_MAX + 1) },
        true,
      ),
    ).toEqual(["Template name must be at most 100 characters", "Team name must be at most 100 characters"]);
    expect(validateBatchOrgColumns({ template: "t".repeat(TEMPLATE_NAME_MAX) }, true)).toEqual([]);
  });

  it("names what it did not find", () => {
    expect(noTemplateNamed("Sales")).toBe('No template named "Sales" in this organisation.');
    expect(noTeamNamed("Ops")).toBe('No team named "Ops" in this organisation.');
  });
});

describe("findByName", () => {
  const teams = [
    { id: 1, name: "Sales" },
    { id: 2, name: "ops" },
    { id: 3, name: "OPS" },
  ];

  it("finds a name whatever its capitals when only one matches", () => {
    expect(findByName(teams, "sales")).toEqual({ found: teams[0] });
    expect(findByName(teams, "SALES")).toEqual({ found: teams[0] });
  });

  it("takes the exact spelling among names differing only in capitals, else calls it ambiguous", () => {
    expect(findByName(teams, "OPS")).toEqual({ found: teams[2] });
    expect(findByName(teams, "ops")).toEqual({ found: teams[1] });
    expect(findByName(teams, "Ops")).toEqual({ ambiguous: true });
  });

  it("finds nothing for another name or a part of one", () => {
    expect(findByName(teams, "Sale")).toEqual({ missing: true });
    expect(findByName([], "Sales")).toEqual({ missing: true });
  });
});
