/** The directory's reads: an organisation's listed, active cards, as the directory shows them. */
import { sql } from "drizzle-orm";
import { type CardTemplate, mergeTemplate } from "../../../core/card-template";
import { DIRECTORY_PAGE_SIZE, type DirectoryEntry, type DirectoryQuery } from "../../../core/directory";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

export interface DirectoryPage {
  entries: DirectoryEntry[];
  /** How many cards match, over all pages. */
  total: number;
}

interface Row {
  slug: string;
  name: string | null;
  title: string | null;
  company: string | null;
  profile_picture: string | null;
  team: string | null;
  fields: CardTemplate["fields"] | null;
  locked: CardTemplate["locked"] | null;
  hidden: CardTemplate["hidden"] | null;
  total: number;
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the organisation's listed, active cards whose owners are still its members, by
 * name, with the number of all that match (one statement: the count is a window over the same
 * rows).
 */
export async function directoryPage(
  db: Db,
  organizationId: number,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const search = query.q
    ? sql`and (c.name ilike ${containing(query.q)} or c.title ilike ${containing(query.q)})`
    : sql``;
  const team = query.team === undefined ? sql`` : sql`and m.team_id = ${query.team}`;
  const found = await rows<Row>(
    db,
    sql`select c.slug, c.name, c.title, c.company, c.profile_picture, tm.name as team,
          t.fields, t.locked, t.hidden, (count(*) over ())::int as total
        from business_cards c
        join organization_members m on m.organization_id = c.organization_id and m.user_id = c.user_id
        left join organization_teams tm on tm.id = m.team_id
        left join card_templates t on t.id = c.template_id
        where c.organization_id = ${organizationId} and c.listed and c.deactivated_at is null
          ${search} ${team}
        order by lower(coalesce(c.name, c.slug)), c.id
        limit ${DIRECTORY_PAGE_SIZE} offset ${(query.page - 1) * DIRECTORY_PAGE_SIZE}`,
  );
  return {
    total: found[0]?.total ?? 0,
    entries: found.map((row) => {
      const template =
        row.locked && row.hidden
          ? { fields: row.fields ?? {}, locked: row.locked, hidden: row.hidden }
          : null;
      const { company } = mergeTemplate({ company: row.company }, template);
      return {
        slug: row.slug,
        name: row.name,
        title: row.title,
        company: company ?? null,
        profilePicture: row.profile_picture,
        team: row.team,
      };
    }),
  };
}
