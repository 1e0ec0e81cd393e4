/** A lead's row as the inbox, the open API and the webhooks show it (core/schemas/leads.ts). */
import type { Lead } from "../../../core/schemas/leads";
import type { LeadRow } from "../../db/schema";

export function presentLead(row: LeadRow): Lead {
  return {
    id: row.id,
    cardId: row.cardId,
    email: row.email,
    name: row.name,
    phone: row.phone,
    company: row.company,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}
