/**
 * An organisation's analytics (decision 032): the figures of its cards over one of the analytics
 * ranges, summed in all, by team and by member. Its owners and admins read them (core/policy.ts
 * "org.manage"): a member's figures are not their colleagues' to see.
 */

import { sql } from "drizzle-orm";
import { periodKeys, periodStartDate } from "../../../core/analytics";
import type { AnalyticsRange } from "../../../core/schemas/analytics";
import type { OrgAnalytics, OrgFigures } from "../../../core/schemas/org-analytics";
import type { AppContext } from "../../context";
import { rows } from "../../db/rows";
import type { UserRow } from "../../db/schema";
import { csvLine } from "../../lib/csv-export";
import { managedOrg } from "../organizations/access";
import { type CardFigures, figuresOfCards, firstEventYearOfOrg } from "./repo";

/** The figures' columns in the export, in the screen's order. */
const FIGURE_NAMES: [keyof OrgFigures, string][] = [
  ["cards", "Cards"],
  ["views", "Views"],
  ["clicks", "Clicks"],
  ["saves", "Saves"],
  ["submissions", "Form submissions"],
  ["leads", "Leads"],
];

const none = (): OrgFigures => ({ cards: 0, views: 0, clicks: 0, saves: 0, submissions: 0, leads: 0 });

function add(sum: OrgFigures, card: CardFigures): void {
  sum.cards += 1;
  sum.views += card.views;
  sum.clicks += card.clicks;
  sum.saves += card.saves;
  sum.submissions += card.submissions;
  sum.leads += card.submissions + card.conversationLeads;
}

/** Sums `cards` into one entry per key, each started by `start`. */
function grouped<K, E extends OrgFigures>(
  cards: CardFigures[],
  keyOf: (card: CardFigures) => K,
  start: (card: CardFigures) => E,
): E[] {
  const groups = new Map<K, E>();
  for (const card of cards) {
    const key = keyOf(card);
    const group = groups.get(key) ?? start(card);
    groups.set(key, group);
    add(group, card);
  }
  return [...groups.values()].sort((a, b) => b.views - a.views);
}

export function createOrgAnalyticsService(ctx: AppContext) {
  /**
   * The moment the range's first local day starts in `timeZone`; the yearly range starts with the
   * first year any card of the organisation has events in, as a card's does.
   */
  async function rangeStart(
    orgId: number,
    range: AnalyticsRange,
    timeZone: string,
  ): Promise<{ from: string; since: Date }> {
    const firstYear = range === "yearly" ? await firstEventYearOfOrg(ctx.db, orgId, timeZone) : undefined;
    const from = periodStartDate(range, periodKeys(range, new Date(), timeZone, firstYear)[0]!);
    const [row] = await rows<{ since: Date | string }>(
      ctx.db,
      sql`select (${from}::timestamp at time zone ${timeZone}) as since`,
    );
    return { from, since: new Date(row!.since) };
  }

  async function overview(
    actor: UserRow,
    orgId: number,
    range: AnalyticsRange,
    timeZone: string,
  ): Promise<OrgAnalytics> {
    const org = await managedOrg(ctx.db, actor, orgId);
    const { from, since } = await rangeStart(orgId, range, timeZone);
    const cards = await figuresOfCards(ctx.db, orgId, since);
    const totals = none();
    for (const card of cards) add(totals, card);
    return {
      organization: { id: org.id, name: org.name, slug: org.slug },
      range,
      tz: timeZone,
      from,
      totals,
      byTeam: grouped(
        cards,
        (card) => card.teamId,
        (card) => ({ ...none(), teamId: card.teamId, team: card.team }),
      ),
      byMember: grouped(
        cards,
        (card) => card.userId,
        (card) => ({
          ...none(),
          userId: card.userId,
          username: card.username,
          fullName: card.fullName,
          teamId: card.teamId,
        }),
      ),
    };
  }

  /** The figures by member as CSV, in the analytics exports' way (server/lib/csv-export.ts). */
  async function exportCsv(actor: UserRow, orgId: number, range: AnalyticsRange, timeZone: string) {
    const figures = await overview(actor, orgId, range, timeZone);
    const teams = new Map(figures.byTeam.map((team) => [team.teamId, team.team ?? ""]));
    const lines = [csvLine(["Member", "Username", "Team", ...FIGURE_NAMES.map(([, label]) => label)])];
    for (const member of figures.byMember) {
      const values = FIGURE_NAMES.map(([key]) => member[key]);
      lines.push(
        csvLine([member.fullName ?? "", member.username, teams.get(member.teamId) ?? "", ...values]),
      );
    }
    lines.push(csvLine(["All members", "", "", ...FIGURE_NAMES.map(([key]) => figures.totals[key])]));
    return { fileName: `${figures.organization.slug}-analytics-${range}.csv`, body: lines.join("") };
  }

  return { overview, exportCsv };
}
