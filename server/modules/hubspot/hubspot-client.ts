/**
 * The two HubSpot CRM v3 calls the integration makes (HUBSPOT_API_URL, so tests run against a
 * local fake): a cheap read that checks a private app's token (GET /crm/v3/objects/contacts?limit=1)
 * and an upsert of one contact matched by email (POST /crm/v3/objects/contacts/batch/upsert with
 * idProperty "email"). The URL is the operator's, not a user's, so the address guard does not
 * apply; the time limit and the answer's size cap do.
 */
import type { Lead } from "../../../core/schemas/leads";
import type { OutboundAllowlist } from "../../lib/outbound/allowlist";
import { type OutboundResponse, outboundRequest } from "../../lib/outbound/outbound-request";

export interface HubspotTarget {
  apiUrl: string;
  token: string;
  allowlist: OutboundAllowlist;
}

function call(target: HubspotTarget, method: "GET" | "POST", path: string, body?: unknown) {
  return outboundRequest({
    url: `${target.apiUrl}${path}`,
    method,
    trusted: true,
    allowlist: target.allowlist,
    headers: { authorization: `Bearer ${target.token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The token's check: HubSpot's status (200 when it may read contacts). */
export async function checkToken(target: HubspotTarget): Promise<number> {
  return (await call(target, "GET", "/crm/v3/objects/contacts?limit=1")).status;
}

/** A lead's properties as a HubSpot contact's: a name split at its first space. */
function contactProperties(lead: Lead): Record<string, string> {
  const name = (lead.name ?? "").trim();
  const space = name.indexOf(" ");
  const properties: Record<string, string> = { email: lead.email ?? "" };
  if (name) {
    properties.firstname = space === -1 ? name : name.slice(0, space);
    if (space !== -1) properties.lastname = name.slice(space + 1).trim();
  }
  if (lead.phone) properties.phone = lead.phone;
  if (lead.company) properties.company = lead.company;
  // HubSpot's own lead statuses: a new lead is NEW, one being worked IN_PROGRESS, a lost one UNQUALIFIED.
  const status = { new: "NEW", contacted: "IN_PROGRESS", won: "CONNECTED", lost: "UNQUALIFIED" }[lead.status];
  if (status) properties.hs_lead_status = status;
  return properties;
}

export function upsertContact(target: HubspotTarget, lead: Lead): Promise<OutboundResponse> {
  return call(target, "POST", "/crm/v3/objects/contacts/batch/upsert", {
    inputs: [{ id: lead.email, idProperty: "email", properties: contactProperties(lead) }],
  });
}
