/**
 * The addresses of /api/organizations and the list's item type. The list's own address is in
 * lib/read-paths.ts, with the other reads the signed-in frame makes (the sidebar's entry).
 */
import type { OrgRole } from "@core/organizations";
import { ORGANIZATIONS_PATH } from "@/lib/read-paths";

export const ORGANIZATIONS_URL = ORGANIZATIONS_PATH;

export const orgUrl = (orgId: number) => `${ORGANIZATIONS_URL}/${orgId}`;

/** An organisation in GET /api/organizations: the reader's role there (null for a level-5 outsider). */
export interface OrgSummary {
  id: number;
  slug: string;
  name: string;
  role: OrgRole | null;
  memberCount: number;
}
