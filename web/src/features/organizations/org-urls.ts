/**
 * The addresses of /api/organizations and the list's item type, apart from the hooks so that the
 * sidebar's link (organizations-nav-link.tsx) takes no more than it needs.
 */
import type { OrgRole } from "@core/organizations";

export const ORGANIZATIONS_URL = "/api/organizations";

export const orgUrl = (orgId: number) => `${ORGANIZATIONS_URL}/${orgId}`;

/** An organisation in GET /api/organizations: the reader's role there (null for a level-5 outsider). */
export interface OrgSummary {
  id: number;
  slug: string;
  name: string;
  role: OrgRole | null;
  memberCount: number;
}
