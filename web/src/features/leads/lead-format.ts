/** How the inbox writes a lead's name and times. */
import type { Lead } from "@core/schemas/leads";

/** A lead's heading: their name, else their email, else their phone. */
export function leadTitle(lead: Pick<Lead, "name" | "email" | "phone">): string {
  return lead.name ?? lead.email ?? lead.phone ?? "Unnamed lead";
}

export function leadTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
