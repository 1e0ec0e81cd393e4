/**
 * The leads inbox's routes: a card's list searched, filtered and paged; a lead's timeline; the
 * owner's status and notes (queuing lead.updated); the CSV export, formula-safe; and who may see
 * what: the card's owner, level 4+, an organisation's owners and admins, nobody else.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEAD_NOTES_MAX, LEADS_PAGE_SIZE } from "../../../core/leads";
import { LEADS_ORG_DENIAL, LEADS_VIEW_DENIAL } from "../../../core/policy";
import type { InboxPage, LeadDetail } from "../../../core/schemas/leads";
import { businessCards, cardViews, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { orgTestKit } from "../organizations/org-test-kit";
import { recordLead } from "./record-lead";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

const get = (who: SignedInUser, url: string) => t.request({ method: "GET", url, session: who.session });
const patch = (who: SignedInUser, id: number, body: unknown) =>
  t.request({ method: "PATCH", url: `/api/leads/${id}`, body, session: who.session });

async function ownerWithCard(level = 2) {
  const owner = await kit.signedIn(level, "inbox");
  const card = await kit.cardOf(owner);
  return { owner, card };
}

describe("a card's inbox", () => {
  it("lists the most recently active first, searched over name, email, company and phone", async () => {
    const { owner, card } = await ownerWithCard();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "ana@one.test",
      name: "Ana",
      at: at(1),
    });
    await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "bo@two.test",
      company: "Globex 100%",
      at: at(2),
    });
    await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "cy@three.test",
      phone: "+1 555 0100",
      at: at(3),
    });
    const all = (await get(owner, `/api/leads?cardId=${card.id}`)).json() as InboxPage;
    expect(all.leads.map((lead) => lead.email)).toEqual(["cy@three.test", "bo@two.test", "ana@one.test"]);
    expect(all.nextCursor).toBeNull();
    expect(all.matching).toBe(3);
    const search = async (q: string) =>
      (
        (await get(owner, `/api/leads?cardId=${card.id}&q=${encodeURIComponent(q)}`)).json() as InboxPage
      ).leads.map((lead) => lead.email);
    expect(await search("ANA")).toEqual(["ana@one.test"]);
    expect(await search("100%")).toEqual(["bo@two.test"]);
    expect(await search("555 01")).toEqual(["cy@three.test"]);
    expect(await search("%")).toEqual(["bo@two.test"]);
    expect(await search("nobody")).toEqual([]);
    const long = await get(owner, `/api/leads?cardId=${card.id}&q=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ q: "A search must be at most 100 characters" });
  });

  it("filters by status and pages by a cursor, each lead once", async () => {
    const { owner, card } = await ownerWithCard();
    const total = LEADS_PAGE_SIZE + 5;
    for (let index = 0; index < total; index++) {
      await recordLead(t.db, {
        cardId: card.id,
        kind: "exchange",
        email: `p${index}@page.test`,
        // Equal times for some: the id breaks the tie.
        at: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(index / 3))),
      });
    }
    const first = (await get(owner, `/api/leads?cardId=${card.id}`)).json() as InboxPage;
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.leads.at(-1)!.id);
    const second = (
      await get(owner, `/api/leads?cardId=${card.id}&cursor=${first.nextCursor}`)
    ).json() as InboxPage;
    expect(second.leads).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(second.matching).toBe(total);
    const seen = new Set([...first.leads, ...second.leads].map((lead) => lead.id));
    expect(seen.size).toBe(total);

    expect((await patch(owner, first.leads[0]!.id, { status: "won" })).statusCode).toBe(200);
    const won = (await get(owner, `/api/leads?cardId=${card.id}&status=won`)).json() as InboxPage;
    expect(won.leads.map((lead) => lead.id)).toEqual([first.leads[0]!.id]);
    expect((await get(owner, `/api/leads?cardId=${card.id}&status=maybe`)).statusCode).toBe(400);
    expect((await get(owner, `/api/leads?cardId=${card.id}&cursor=0`)).statusCode).toBe(400);
    expect((await get(owner, "/api/leads")).statusCode).toBe(400);
  });
});

describe("a lead", () => {
  it("shows its sources and the same visitor's views on the card that day", async () => {
    const { owner, card } = await ownerWithCard();
    const at = new Date(Date.UTC(2026, 1, 2, 10));
    await t.db.insert(cardViews).values([
      {
        cardId: card.id,
        visitorHash: "a".repeat(32),
        viewerDevice: "Phone · iOS · Safari",
        timestamp: new Date(at.getTime() - 60_000),
      },
      { cardId: card.id, visitorHash: "b".repeat(32), timestamp: at },
    ]);
    const { lead } = await recordLead(t.db, {
      cardId: card.id,
      kind: "form",
      sourceId: 990001,
      visitorHash: "a".repeat(32),
      email: "tl@example.com",
      data: { answers: { Message: "Call me" } },
      at,
    });
    const response = await get(owner, `/api/leads/${lead.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as LeadDetail;
    expect(detail.lead.email).toBe("tl@example.com");
    expect(detail.timeline).toEqual([
      {
        key: expect.stringMatching(/^source-\d+$/),
        kind: "form",
        at: at.toISOString(),
        title: "Visitor form",
        details: [{ label: "Message", value: "Call me" }],
      },
      {
        key: expect.stringMatching(/^view-\d+$/),
        kind: "view",
        at: new Date(at.getTime() - 60_000).toISOString(),
        title: "Viewed the card",
        details: [{ label: "Device", value: "Phone · iOS · Safari" }],
      },
    ]);
  });

  it("takes a status and notes, queues lead.updated, and refuses notes over the limit", async () => {
    const { owner, card } = await ownerWithCard();
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        userId: owner.user.id,
        url: "https://receiver.example/hook",
        events: ["lead.updated"],
        secret: "s",
      })
      .returning({ id: webhookEndpoints.id });
    const { lead } = await recordLead(t.db, { cardId: card.id, kind: "exchange", email: "work@example.com" });
    const changed = await patch(owner, lead.id, { status: "contacted", notes: "Called on Monday" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: lead.id, status: "contacted", notes: "Called on Monday" });
    const queued = await t.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpointId, endpoint!.id), eq(webhookDeliveries.eventType, "lead.updated")),
      );
    expect(queued.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        type: "lead.updated",
        data: expect.objectContaining({ status: "contacted" }),
      }),
    ]);
    const tooLong = await patch(owner, lead.id, { notes: "x".repeat(LEAD_NOTES_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ notes: `Notes must be at most ${LEAD_NOTES_MAX} characters` });
    expect((await patch(owner, lead.id, {})).statusCode).toBe(400);
    expect((await patch(owner, lead.id, { status: "maybe" })).statusCode).toBe(400);
    expect(((await get(owner, `/api/leads/${lead.id}`)).json() as LeadDetail).lead.notes).toBe(
      "Called on Monday",
    );
  });
});

describe("access", () => {
  it("hides another user's card and lead: 403 for the list, 404 for the lead; level 4 sees them", async () => {
    const { card } = await ownerWithCard();
    const stranger = await kit.signedIn(3, "stranger");
    const editor = await kit.signedIn(4, "editor");
    const { lead } = await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "private@example.com",
    });
    const list = await get(stranger, `/api/leads?cardId=${card.id}`);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(LEADS_VIEW_DENIAL);
    expect((await get(stranger, `/api/leads/export?cardId=${card.id}`)).statusCode).toBe(403);
    expect((await get(stranger, `/api/leads/${lead.id}`)).statusCode).toBe(404);
    expect((await patch(stranger, lead.id, { status: "lost" })).statusCode).toBe(404);
    expect((await get(stranger, "/api/leads/2147483000")).statusCode).toBe(404);
    expect((await get(stranger, "/api/leads?cardId=2147483000")).statusCode).toBe(404);
    expect((await get(editor, `/api/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/leads?cardId=${card.id}` })).statusCode).toBe(401);
  });

  it("opens an organisation's leads to its owners and admins, not its members", async () => {
    const orgs = orgTestKit(t);
    const { orgId, admin, member } = await orgs.organization();
    const memberCard = await kit.cardOf(member);
    await t.db
      .update(businessCards)
      .set({ organizationId: orgId })
      .where(eq(businessCards.id, memberCard.id));
    const { lead } = await recordLead(t.db, {
      cardId: memberCard.id,
      kind: "exchange",
      email: "org@example.com",
    });
    const page = (await get(admin, `/api/leads?organizationId=${orgId}`)).json() as InboxPage;
    expect(page.leads.map((found) => found.id)).toEqual([lead.id]);
    expect((await get(admin, `/api/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/leads?cardId=${memberCard.id}`)).statusCode).toBe(200);
    const refused = await get(member, `/api/leads?organizationId=${orgId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LEADS_ORG_DENIAL);
    expect((await get(member, `/api/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await get(member, "/api/leads?organizationId=2147483000")).statusCode).toBe(404);
  });
});

describe("the CSV export", () => {
  it("streams every lead of the list, formula-safe", async () => {
    const { owner, card } = await ownerWithCard();
    await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "csv@example.com",
      name: '=HYPERLINK("x")',
      phone: "+1 555 0100",
    });
    await recordLead(t.db, {
      cardId: card.id,
      kind: "exchange",
      email: "two@example.com",
      company: "@SUM(A1)",
    });
    const response = await get(owner, `/api/leads/export?cardId=${card.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Name","Email","Phone","Company","Status","Notes","Card id","Created (UTC)","Last activity (UTC)"',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes("csv@example.com"))).toContain(
      `"'=HYPERLINK(""x"")","csv@example.com","+1 555 0100","","New","","${card.id}",`,
    );
    expect(lines.find((line) => line.includes("two@example.com"))).toContain(`"'@SUM(A1)"`);
  });

  it("keeps the filters of the list", async () => {
    const { owner, card } = await ownerWithCard();
    await recordLead(t.db, { cardId: card.id, kind: "exchange", email: "keep@example.com" });
    await recordLead(t.db, { cardId: card.id, kind: "exchange", email: "drop@example.com" });
    const response = await get(owner, `/api/leads/export?cardId=${card.id}&q=keep`);
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("keep@example.com");
  });
});
