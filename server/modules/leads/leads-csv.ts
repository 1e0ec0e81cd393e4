/** A leads list as CSV: one line per lead, formula-safe as every export (server/lib/csv-export.ts). */
import { leadStatusLabel } from "../../../core/leads";
import type { LeadRow } from "../../db/schema";
import { csvLine } from "../../lib/csv-export";

export const LEADS_CSV_HEADER = [
  "Name",
  "Email",
  "Phone",
  "Company",
  "Status",
  "Notes",
  "Card id",
  "Created (UTC)",
  "Last activity (UTC)",
];

export function leadCsvLine(row: LeadRow): string {
  return csvLine([
    row.name ?? "",
    row.email ?? "",
    row.phone ?? "",
    row.company ?? "",
    leadStatusLabel(row.status),
    row.notes,
    row.cardId,
    row.createdAt.toISOString(),
    row.lastActivityAt.toISOString(),
  ]);
}
