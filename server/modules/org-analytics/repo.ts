/**
 * The figures of every card of an organisation since a moment, one row per card: views, clicks,
 * saves and form answers from the 15-minute roll-ups (server/db/schema/analytics.ts), and the
 * assistant's conversations that hold the visitor's email or phone, by their last change.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

export interface CardFigures {
  userId: number;
  username: string;
  fullName: string | null;
  teamId: number | null;
  team: string | null;
  views: number;
  clicks: number;
  saves: number;
  submissions: number;
  conversationLeads: number;
}

export async function figuresOfCards(db: Db, organizationId: number, since: Date): Promise<CardFigures[]> {
  return rows<CardFigures>(
    db,
    sql`with org_cards as (
          select c.id, c.user_id from business_cards c where c.organization_id = ${organizationId}
        ),
        events as (
          select b.card_id,
                 sum(b.n) filter (where b.kind = 'view')::float8 as views,
                 sum(b.n) filter (where b.kind = 'click')::float8 as clicks,
                 sum(b.n) filter (where b.kind = 'save')::float8 as saves,
                 sum(b.n) filter (where b.kind = 'submission')::float8 as submissions
          from analytics_buckets b join org_cards on org_cards.id = b.card_id
          where b.bucket >= ${since}
          group by b.card_id
        ),
        leads as (
          select v.card_id, count(*)::float8 as n
          from salesbot_conversations v join org_cards on org_cards.id = v.card_id
          where v.updated_at >= ${since}
            and (coalesce(v.visitor_email, '') <> '' or coalesce(v.visitor_phone, '') <> '')
          group by v.card_id
        )
        select org_cards.user_id as "userId", u.username, u.full_name as "fullName",
               m.team_id as "teamId", t.name as team,
               coalesce(e.views, 0) as views, coalesce(e.clicks, 0) as clicks,
               coalesce(e.saves, 0) as saves, coalesce(e.submissions, 0) as submissions,
               coalesce(l.n, 0) as "conversationLeads"
        from org_cards
        join users u on u.id = org_cards.user_id
        left join organization_members m on m.organization_id = ${organizationId} and m.user_id = org_cards.user_id
        left join organization_teams t on t.id = m.team_id
        left join events e on e.card_id = org_cards.id
        left join leads l on l.card_id = org_cards.id`,
  );
}

/** The year, in `timeZone`, of the first event on any card of the organisation (none: undefined). */
export async function firstEventYearOfOrg(
  db: Db,
  organizationId: number,
  timeZone: string,
): Promise<number | undefined> {
  const [row] = await rows<{ year: number | null }>(
    db,
    sql`select extract(year from min(b.bucket) at time zone ${timeZone})::int as year
        from analytics_buckets b join business_cards c on c.id = b.card_id
        where c.organization_id = ${organizationId}`,
  );
  return row?.year == null ? undefined : Number(row.year);
}
