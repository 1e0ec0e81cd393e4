/** The directory's read: an organisation's listed, active cards, as the directory shows them. */
import { sql } from "drizzle-orm";
import { type CardTemplate, mergeTemplate } from "../../../core/card-template";
import type { DirectoryEntry } from "../../../core/directory";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

/** An entry with what the directory is searched by. */
export type ListedCard = DirectoryEntry & { teamId: number | null };

interface Row {
  slug: string;
  name: string | null;
  title: string | null;
  company: string | null;
  profile_picture: string | null;
  team_id: number | null;
  team: string | null;
  fields: CardTemplate["fields"] | null;
  locked: CardTemplate["locked"] | null;
  hidden: CardTemplate["hidden"] | null;
}

/**
 * The organisation's listed, active cards whose owners are still its members, by name (at most
 * `limit`), with the company as each card shows it: its template may lock it.
 */
export async function listedCards(db: Db, organizationId: number, limit: number): Promise<ListedCard[]> {
  const found = await rows<Row>(
    db,
    sql`select c.slug, c.name, c.title, c.company, c.profile_picture, m.team_id, tm.name as team,
          t.fields, t.locked, t.hidden
        from business_cards c
        join organization_members m on m.organization_id = c.organization_id and m.user_id = c.user_id
        left join organization_teams tm on tm.id = m.team_id
        left join card_templates t on t.id = c.template_id
        where c.organization_id = ${organizationId} and c.listed and c.deactivated_at is null
        order by lower(coalesce(c.name, c.slug)), c.id
        limit ${limit}`,
  );
  return found.map((row) => {
    const template =
      row.locked && row.hidden ? { fields: row.fields ?? {}, locked: row.locked, hidden: row.hidden } : null;
    const { company } = mergeTemplate({ company: row.company }, template);
    return {
      slug: row.slug,
      name: row.name,
      title: row.title,
      company: company ?? null,
      profilePicture: row.profile_picture,
      teamId: row.team_id,
      team: row.team,
    };
  });
}
