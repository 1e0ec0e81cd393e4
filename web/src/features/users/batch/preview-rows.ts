/**
 * What the preview table lists: every row of a small file; of a large one the first rows
 * plus every invalid row, so problems are never hidden.
 */

import { adminLevelName } from "@core/access";
import type { BatchRow, CheckedBatchRow } from "@core/batch-users";
import { cardPath } from "@core/card-display";
import type { BulkCheckRow, BulkRowResult } from "@core/schemas/users";

const PREVIEW_ROW_LIMIT = 300;

export function previewRows(rows: readonly CheckedBatchRow[], limit = PREVIEW_ROW_LIMIT): CheckedBatchRow[] {
  if (rows.length <= limit) return [...rows];
  return rows.filter((row, i) => i < limit || row.status === "invalid");
}

/** The Access Level cell: the administration name of a valid level, else the text as written. */
export function levelCell(level: BatchRow["accessLevel"]): string {
  return typeof level === "number" && Number.isInteger(level) && level >= 1 && level <= 5
    ? `${adminLevelName(level)} (${level})`
    : String(level);
}

/** A password shown as dots of a fixed length, so not even its length shows; '-' when blank. */
export function maskPassword(password: string): string {
  return password === "" ? "-" : "••••••••";
}

/**
 * The rows once the server's dry run has answered for the rows sent to it (the valid ones, in
 * order: `index` is the position among them): a row the upload would skip (a taken username,
 * email or card slug, a duplicate, a level not allowed, a template or team the organisation does
 * not have) becomes invalid with the server's message; a row it accepts in an organisation's
 * upload shows the template and team as the organisation spells them.
 */
export function withServerCheck(
  rows: readonly CheckedBatchRow[],
  results: readonly BulkCheckRow[],
): CheckedBatchRow[] {
  const refused = new Map<number, string>();
  const placed = new Map<number, { template?: string; team?: string }>();
  for (const result of results) {
    if (result.status === "invalid") refused.set(result.index, result.message);
    else if (result.template !== undefined || result.team !== undefined)
      placed.set(result.index, { template: result.template, team: result.team });
  }
  let sentIndex = 0;
  return rows.map((row) => {
    if (row.status !== "valid") return row;
    const answer = placed.get(sentIndex);
    const message = refused.get(sentIndex++);
    if (message === undefined) return answer ? { ...row, ...answer } : row;
    const errors = [...row.errors, message];
    return { ...row, status: "invalid", errors, error: errors.join(", ") };
  });
}

export function countLine(counts: { total: number; valid: number; invalid: number }): string {
  return `${counts.total} user${counts.total === 1 ? "" : "s"} found, ${counts.valid} valid, ${counts.invalid} invalid`;
}

export interface ResultLine {
  line: number;
  username: string;
  created: boolean;
  text: string;
}

/** The server's per-row answers joined with the file lines of the rows that were sent. */
export function resultLines(
  sent: readonly CheckedBatchRow[],
  results: readonly BulkRowResult[],
): ResultLine[] {
  return results.map((result) => ({
    line: sent[result.index]?.line ?? result.index + 2,
    username: result.username,
    created: result.status === "created",
    text: result.status === "created" ? `Created (card ${cardPath(result.cardSlug)})` : result.message,
  }));
}
