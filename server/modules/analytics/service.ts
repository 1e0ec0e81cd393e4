/**
 * The analytics of one card: who may read them, and the figures the
 * screen shows, assembled from the roll-up queries. The rates are not sent: the screen and the
 * export compute them with core/analytics.ts from these counts.
 */
import { daysBetween, localDate } from "../../../core/analytics";
import { linkLabel } from "../../../core/link-labels";
import type {
  AnalyticsRange,
  AnalyticsResponse,
  HistoryKind,
  HistoryPage,
} from "../../../core/schemas/analytics";
import { HISTORY_PAGE_SIZE } from "../../../core/schemas/analytics";
import { isViewSource } from "../../../core/view-sources";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { type Cursor, decodeCursor, encodeCursor } from "../../lib/cursor";
import { enforce } from "../../lib/enforce";
import { cardNotFound } from "../cards/errors";
import { type CardWithOwner, findCardById, listCardsOfUser } from "../cards/repo";
import { clicksByLink, clicksByType, type RangeStart, rangeCounts, viewsBy } from "./range-repo";
import { countsSince, type HistoryRow, historyPage, totalsOf } from "./repo";
import { seriesFor } from "./series";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A history row under the names the screen reads (viewerLocation, clickerDevice, ...). */
function presentRow(kind: HistoryKind, row: HistoryRow) {
  const base = { id: row.id, timestamp: new Date(row.timestamp).toISOString() };
  switch (kind) {
    case "views":
      return {
        ...base,
        viewerLocation: row.location,
        viewerDevice: row.device,
        source: isViewSource(row.source) ? row.source : "direct",
      };
    case "clicks":
      return {
        ...base,
        linkType: row.linkType ?? "",
        linkId: row.linkId ?? "",
        linkLabel: linkLabel(row.linkType ?? "", row.linkId ?? "", row.linkLabel),
        clickerDevice: row.device,
      };
    case "saves":
      return { ...base, saverLocation: row.location, saverDevice: row.device };
    case "submissions":
      return {
        ...base,
        formData: typeof row.formData === "object" && row.formData !== null ? row.formData : {},
        submitterLocation: row.location,
        submitterDevice: row.device,
      };
  }
}

export function createAnalyticsService(ctx: AppContext) {
  async function loadReadable(actor: UserRow, cardId: number): Promise<CardWithOwner> {
    const card = await findCardById(ctx.db, cardId);
    if (!card) throw cardNotFound();
    enforce(actor, "analytics.view", card);
    return card;
  }

  async function page<K extends HistoryKind>(
    kind: K,
    cardId: number,
    cursor: Cursor | null,
    limit: number,
  ): Promise<HistoryPage<K>> {
    // One row more than asked says whether an older page exists.
    const found = await historyPage(ctx.db, kind, cardId, cursor, limit + 1);
    const items = found.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => presentRow(kind, row)),
      nextCursor:
        found.length > limit && last ? encodeCursor({ timestamp: last.timestamp, id: last.id }) : null,
    } as HistoryPage<K>;
  }

  async function overview(
    actor: UserRow,
    cardId: number,
    range: AnalyticsRange,
    timeZone: string,
  ): Promise<AnalyticsResponse> {
    const card = await loadReadable(actor, cardId);
    const now = new Date();
    const { series, from } = await seriesFor(ctx.db, cardId, range, timeZone, now);
    const start: RangeStart = { fromDate: from, timeZone };
    const today = localDate(now, timeZone);
    const todayText = `${today.year}-${String(today.month).padStart(2, "0")}-${String(today.day).padStart(2, "0")}`;
    const [
      totals,
      last7,
      last30,
      inRange,
      byType,
      byLink,
      devices,
      locations,
      sources,
      views,
      clicks,
      saves,
      submissions,
    ] = await Promise.all([
      totalsOf(ctx.db, cardId),
      countsSince(ctx.db, cardId, new Date(now.getTime() - 7 * DAY_MS)),
      countsSince(ctx.db, cardId, new Date(now.getTime() - 30 * DAY_MS)),
      rangeCounts(ctx.db, cardId, start),
      clicksByType(ctx.db, cardId, start),
      clicksByLink(ctx.db, cardId, start),
      viewsBy(ctx.db, cardId, start, "device"),
      viewsBy(ctx.db, cardId, start, "location"),
      viewsBy(ctx.db, cardId, start, "source"),
      page("views", cardId, null, HISTORY_PAGE_SIZE),
      page("clicks", cardId, null, HISTORY_PAGE_SIZE),
      page("saves", cardId, null, HISTORY_PAGE_SIZE),
      page("submissions", cardId, null, HISTORY_PAGE_SIZE),
    ]);
    return {
      card: { id: card.id, name: card.name, slug: card.slug },
      range,
      tz: timeZone,
      summary: {
        totalViews: totals.view,
        totalClicks: totals.click,
        totalSaves: totals.save,
        totalSubmissions: totals.submission,
      },
      rangeSummary: { from, days: daysBetween(from, todayText), ...inRange },
      recent: {
        views7d: last7.view,
        clicks7d: last7.click,
        saves7d: last7.save,
        views30d: last30.view,
        clicks30d: last30.click,
        saves30d: last30.save,
      },
      series,
      clicksByType: byType.map((g) => ({ linkType: g.value, count: g.count })),
      devices: devices.map((g) => ({ device: g.value, count: g.count })),
      locations: locations.map((g) => ({ location: g.value, count: g.count })),
      sources: sources.map((g) => ({ source: isViewSource(g.value) ? g.value : "direct", count: g.count })),
      clicksByLink: byLink.map((link) => ({
        linkType: link.linkType,
        linkId: link.linkId,
        label: linkLabel(link.linkType, link.linkId, link.label),
        count: link.count,
        visitors: link.visitors,
      })),
      views,
      clicks,
      saves,
      submissions,
    };
  }

  async function history<K extends HistoryKind>(
    actor: UserRow,
    cardId: number,
    kind: K,
    cursor: string | undefined,
    limit: number,
  ): Promise<HistoryPage<K>> {
    // The event tables' ids are bigserial (server/db/schema/tracking.ts).
    const before = cursor === undefined ? null : decodeCursor(cursor, "bigint");
    await loadReadable(actor, cardId);
    return page(kind, cardId, before, limit);
  }

  /** The dashboard's Analytics tab: the totals of each of the user's own cards. */
  async function summaries(actor: UserRow) {
    const cards = await listCardsOfUser(ctx.db, actor.id);
    return Promise.all(
      cards.map(async (card) => {
        const totals = await totalsOf(ctx.db, card.id);
        return {
          cardId: card.id,
          totalViews: totals.view,
          totalClicks: totals.click,
          totalSaves: totals.save,
          totalSubmissions: totals.submission,
        };
      }),
    );
  }

  return { loadReadable, overview, history, summaries };
}
