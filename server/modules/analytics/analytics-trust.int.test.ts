/**
 * Figures an owner can trust, through the real tracking endpoints: the card's own team is not
 * counted, visitors are counted once a day by a salted hash with no address stored, rates are
 * per visitor, clicks are named by their link's label, and the range drives every figure.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AnalyticsResponse } from "../../../core/schemas/analytics";
import { rows } from "../../db/rows";
import { cardClicks, cardSaves, cardViews } from "../../db/schema";
import { createTestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { insertCard } from "../cards/repo";
import { IPHONE_SAFARI, NO_TRACKING_LIMIT, WINDOWS_CHROME } from "../tracking/tracking-test-kit";
import { analyticsTestKit, DAY_MS } from "./analytics-test-kit";

const t = testAppPerFile(NO_TRACKING_LIMIT);

const kit = analyticsTestKit(() => t);

interface From {
  address: string;
  agent?: string;
  session?: string;
}

const track = (url: string, body: object, from: From) =>
  t.request({
    method: "POST",
    url,
    body,
    headers: { "user-agent": from.agent ?? IPHONE_SAFARI },
    remoteAddress: from.address,
    session: from.session,
  });
const view = (cardId: number, from: From) => track("/api/card-views", { cardId }, from);
const click = (cardId: number, linkType: string, linkId: string, from: From) =>
  track("/api/card-clicks", { cardId, linkType, linkId }, from);

async function analytics(session: string, cardId: number, range = "daily") {
  const response = await t.request({
    method: "GET",
    url: `/api/analytics/${cardId}?range=${range}&tz=UTC`,
    session,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AnalyticsResponse>();
}

const viewsOf = (cardId: number) => t.db.select().from(cardViews).where(eq(cardViews.cardId, cardId));

describe("the card's own team", () => {
  it("is not counted: the owner, and administrators who manage the owner's level", async () => {
    const { owner, card } = await kit.ownerWithCard(2);
    const admin = await t.signedInUser(5, "admin");
    const manager = await t.signedInUser(4, "manager");
    for (const session of [owner.session, admin.session, manager.session]) {
      const viewed = await view(card.id, { address: "8.8.8.8", session });
      expect(viewed.statusCode).toBe(202);
      expect(viewed.json()).toEqual({ ok: true, counted: false });
      expect((await click(card.id, "website", "primary", { address: "8.8.8.8", session })).statusCode).toBe(
        202,
      );
      expect(
        (await track("/api/card-saves", { cardId: card.id }, { address: "8.8.8.8", session })).statusCode,
      ).toBe(202);
    }
    expect(await viewsOf(card.id)).toHaveLength(0);
    expect(await t.db.select().from(cardClicks).where(eq(cardClicks.cardId, card.id))).toHaveLength(0);
    expect(await t.db.select().from(cardSaves).where(eq(cardSaves.cardId, card.id))).toHaveLength(0);
  });

  it("does not include a signed-in user who manages nobody, nor a manager of a peer", async () => {
    const { card } = await kit.ownerWithCard(4);
    const stranger = await t.signedInUser(1, "stranger");
    const peer = await t.signedInUser(4, "peer");
    expect((await view(card.id, { address: "8.8.8.8", session: stranger.session })).statusCode).toBe(201);
    expect((await view(card.id, { address: "8.8.4.4", session: peer.session })).statusCode).toBe(201);
    expect((await view(card.id, { address: "1.1.1.1" })).statusCode).toBe(201);
    expect(await viewsOf(card.id)).toHaveLength(3);
  });
});

describe("unique visitors", () => {
  it("are one hash per visitor, card and day, with no address stored", async () => {
    const { owner, card } = await kit.ownerWithCard();
    const other = await insertCard(t.db, {
      userId: owner.user.id,
      slug: t.uniqueName("other"),
      name: "Other",
    });
    const visitor = { address: "81.2.69.160" };
    await view(card.id, visitor);
    await view(card.id, visitor);
    await click(card.id, "website", "primary", visitor);
    await view(card.id, { address: "81.2.69.160", agent: WINDOWS_CHROME });
    await view(other.id, visitor);

    const stored = await viewsOf(card.id);
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.viewerIp === null && /^[0-9a-f]{32}$/.test(row.visitorHash ?? ""))).toBe(
      true,
    );
    const [first, second, otherBrowser] = stored.map((row) => row.visitorHash);
    expect(second).toBe(first);
    expect(otherBrowser).not.toBe(first);
    const [clicked] = await t.db.select().from(cardClicks).where(eq(cardClicks.cardId, card.id));
    expect(clicked).toMatchObject({ visitorHash: first, clickerIp: null });
    const [elsewhere] = await viewsOf(other.id);
    expect(elsewhere?.visitorHash).not.toBe(first);
    // The address appears nowhere in the event, not even hashed without the day's secret salt.
    expect(JSON.stringify([...stored, clicked, elsewhere])).not.toContain("81.2.69");

    const body = await analytics(owner.session, card.id);
    expect(body.rangeSummary).toMatchObject({ views: 3, clicks: 1, uniqueVisitors: 2, clickingVisitors: 1 });
  });

  it("share one salt per day across processes: kept in the database, older days deleted", async () => {
    const { card } = await kit.ownerWithCard();
    await t.db.execute(
      sql`insert into visitor_salts (day, salt) values ('2000-01-01', 'old') on conflict do nothing`,
    );
    // A second app on the same database hashes the same visitor alike.
    const second = await createTestApp(NO_TRACKING_LIMIT, { sharingDatabaseOf: t });
    try {
      await view(card.id, { address: "9.9.9.9" });
      const response = await second.request({
        method: "POST",
        url: "/api/card-views",
        body: { cardId: card.id },
        headers: { "user-agent": IPHONE_SAFARI },
        remoteAddress: "9.9.9.9",
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await second.close();
    }
    const hashes = new Set((await viewsOf(card.id)).map((row) => row.visitorHash));
    expect(hashes.size).toBe(1);
    const salts = await rows<{ day: string }>(
      t.db,
      sql`select day::text as day from visitor_salts order by day`,
    );
    expect(salts.map((s) => s.day)).not.toContain("2000-01-01");
    expect(salts.map((s) => s.day)).toContain(new Date().toISOString().slice(0, 10));
  });
});

describe("rates", () => {
  it("are per visitor: one visitor clicking ten times is one visitor who clicked", async () => {
    const { owner, card } = await kit.ownerWithCard();
    const keen = { address: "8.8.8.8" };
    await view(card.id, keen);
    for (let i = 0; i < 10; i++) await click(card.id, "website", "primary", keen);
    await view(card.id, { address: "1.1.1.1" });
    await view(card.id, { address: "9.9.9.9" });
    await view(card.id, { address: "9.9.9.9" });
    await track("/api/card-saves", { cardId: card.id }, { address: "9.9.9.9" });

    const { rangeSummary } = await analytics(owner.session, card.id);
    expect(rangeSummary).toMatchObject({
      views: 4,
      clicks: 10,
      saves: 1,
      uniqueVisitors: 3,
      clickingVisitors: 1,
      savingVisitors: 1,
      engagedVisitors: 2,
    });
  });
});

describe("labels", () => {
  it("name custom buttons by their text, social links by network, and 'Open in Maps'", async () => {
    const { owner } = await kit.ownerWithCard();
    const card = await insertCard(t.db, {
      userId: owner.user.id,
      slug: t.uniqueName("labelled"),
      name: "Labelled",
      customButtons: [
        { text: "Book a call", url: "https://example.org/book", backgroundColor: "#0044aa" },
        { text: "Price list", url: "https://example.org/prices", backgroundColor: "#0044aa" },
      ],
    });
    const visitor = { address: "8.8.8.8" };
    await view(card.id, visitor);
    expect((await click(card.id, "custom", "button-0", visitor)).statusCode).toBe(201);
    expect((await click(card.id, "custom", "button-0", visitor)).statusCode).toBe(201);
    expect((await click(card.id, "custom", "button-1", { address: "1.1.1.1" })).statusCode).toBe(201);
    expect((await click(card.id, "social", "linkedin", visitor)).statusCode).toBe(201);
    expect((await click(card.id, "map", "primary", visitor)).statusCode).toBe(201);
    // A click stored before labels were kept is named from its link id.
    await kit.clicks(card.id, [{ at: new Date(), linkType: "custom", linkId: "button-4" }]);

    const stored = await t.db.select().from(cardClicks).where(eq(cardClicks.cardId, card.id));
    expect(stored.map((row) => row.linkLabel).sort()).toEqual(
      ["Book a call", "Book a call", "LinkedIn", "Open in Maps", "Price list", null].sort(),
    );

    const body = await analytics(owner.session, card.id);
    expect(body.clicksByLink).toEqual([
      { linkType: "custom", linkId: "button-0", label: "Book a call", count: 2, visitors: 1 },
      { linkType: "custom", linkId: "button-1", label: "Price list", count: 1, visitors: 1 },
      { linkType: "custom", linkId: "button-4", label: "Button 5", count: 1, visitors: 1 },
      { linkType: "map", linkId: "primary", label: "Open in Maps", count: 1, visitors: 1 },
      { linkType: "social", linkId: "linkedin", label: "LinkedIn", count: 1, visitors: 1 },
    ]);
    expect(body.clicks.items.map((item) => item.linkLabel)).toContain("Book a call");
    expect(body.clicksByType).toContainEqual({ linkType: "map", count: 1 });
  });
});

describe("the range", () => {
  it("drives every figure: totals, visitors, devices, locations and link types", async () => {
    const { owner, card } = await kit.ownerWithCard();
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY_MS);
    await kit.views(card.id, [
      { at: at(1), visitorHash: "a".repeat(32) },
      { at: at(1), visitorHash: "b".repeat(32), location: "France" },
      { at: at(45), visitorHash: "c".repeat(32), device: "Desktop · Windows · Chrome" },
      { at: at(500), visitorHash: "d".repeat(32) },
    ]);
    await kit.clicks(card.id, [
      { at: at(1), visitorHash: "a".repeat(32), linkType: "website", linkId: "primary" },
      { at: at(45), visitorHash: "c".repeat(32), linkType: "email", linkId: "primary" },
    ]);
    await kit.saves(card.id, [{ at: at(500), visitorHash: "d".repeat(32) }]);

    const daily = await analytics(owner.session, card.id, "daily");
    expect(daily.rangeSummary).toMatchObject({ days: 30, views: 2, clicks: 1, saves: 0, uniqueVisitors: 2 });
    expect(daily.rangeSummary.clickingVisitors).toBe(1);
    expect(daily.locations).toEqual([
      { location: "France", count: 1 },
      { location: "Germany", count: 1 },
    ]);
    expect(daily.devices).toEqual([{ device: "Mobile · iOS · Safari", count: 2 }]);
    expect(daily.clicksByType).toEqual([{ linkType: "website", count: 1 }]);

    const monthly = await analytics(owner.session, card.id, "monthly");
    expect(monthly.rangeSummary).toMatchObject({
      views: 3,
      clicks: 2,
      saves: 0,
      uniqueVisitors: 3,
      clickingVisitors: 2,
    });
    expect(monthly.devices).toContainEqual({ device: "Desktop · Windows · Chrome", count: 1 });

    const yearly = await analytics(owner.session, card.id, "yearly");
    expect(yearly.rangeSummary).toMatchObject({
      views: 4,
      clicks: 2,
      saves: 1,
      uniqueVisitors: 4,
      savingVisitors: 1,
    });
    expect(yearly.rangeSummary.from).toBe(`${new Date(now - 500 * DAY_MS).getUTCFullYear()}-01-01`);
    // The all-time summary does not follow the range.
    expect(daily.summary).toEqual(yearly.summary);
    expect(yearly.summary).toMatchObject({ totalViews: 4, totalClicks: 2, totalSaves: 1 });
  });
});
