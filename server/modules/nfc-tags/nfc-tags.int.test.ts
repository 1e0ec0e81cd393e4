/**
 * NFC tags end to end through the API: a card's owner adds tags, a tap on /t/{id} leads to the
 * card's page marked as an NFC visit and counts (bots and the card's own team do not), a tag can
 * be pointed at another card by whoever may share both, a deleted card leaves its tags unassigned,
 * and one person manages at most TAG_LIMIT_PER_USER tags.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TAG_LIMIT_MESSAGE, TAG_LIMIT_PER_USER } from "../../../core/nfc-tags";
import { SHARE_DENIAL } from "../../../core/policy";
import { nfcTags } from "../../db/schema";
import { TEST_APP_URL } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { GOOGLEBOT, IPHONE_SAFARI } from "../tracking/tracking-test-kit";

const t = testAppPerFile();
const kit = cardTestKit(() => t);

async function addTag(session: string, cardId: number, label = "Reception badge") {
  return t.request({ method: "POST", url: `/api/business-cards/${cardId}/tags`, session, body: { label } });
}

async function tagRow(id: string) {
  const [row] = await t.db.select().from(nfcTags).where(eq(nfcTags.id, id));
  return row!;
}

const tap = (
  id: string,
  headers: Record<string, string> = { "user-agent": IPHONE_SAFARI },
  session?: string,
) => t.request({ method: "GET", url: `/t/${id}`, headers, session });

describe("a card's NFC tags", () => {
  it("are added with a short address at the public origin, and listed with their taps", async () => {
    const owner = await kit.signedIn(1, "nfc");
    const card = await kit.cardOf(owner, { name: "Ada Lovelace" });
    const created = await addTag(owner.session, card.id, "  Reception badge  ");
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({
      label: "Reception badge",
      cardId: card.id,
      cardName: "Ada Lovelace",
      taps: 0,
    });
    expect(tag.id).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/);
    expect(tag.url).toBe(`${TEST_APP_URL}/t/${tag.id}`);
    expect((await tagRow(tag.id)).userId).toBe(owner.user.id);

    const listed = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}/tags`,
      session: owner.session,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tags).toEqual([tag]);
  });

  it("lead a tap to the card's page marked as an NFC visit, and count it", async () => {
    const owner = await kit.signedIn(1, "nfc");
    const card = await kit.cardOf(owner);
    const { id } = (await addTag(owner.session, card.id)).json();

    const first = await tap(id);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/view/${card.slug}?src=nfc`);
    expect(first.headers["cache-control"]).toBe("no-store");
    await tap(id);
    const row = await tagRow(id);
    expect(row.taps).toBe(2);
    expect(row.lastTapAt).toBeInstanceOf(Date);
  });

  it("do not count known bots, nor the card's owner or an administrator who manages them", async () => {
    const owner = await kit.signedIn(1, "nfc");
    const admin = await kit.signedIn(5, "nfc");
    const card = await kit.cardOf(owner);
    const { id } = (await addTag(owner.session, card.id)).json();

    for (const response of [
      await tap(id, { "user-agent": GOOGLEBOT }),
      await tap(id, { "user-agent": IPHONE_SAFARI }, owner.session),
      await tap(id, { "user-agent": IPHONE_SAFARI }, admin.session),
    ]) {
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/view/${card.slug}?src=nfc`);
    }
    expect((await tagRow(id)).taps).toBe(0);
    // Another signed-in user is a visitor like any other.
    const other = await kit.signedIn(1, "nfc");
    await tap(id, { "user-agent": IPHONE_SAFARI }, other.session);
    expect((await tagRow(id)).taps).toBe(1);
  });

  it("answer an unknown or malformed tag with the friendly page, and count nothing", async () => {
    for (const path of ["/t/zzzzzzzz", "/t/not-a-tag", "/t/2147483648", `/t/${"x".repeat(100)}`]) {
      const response = await t.request({
        method: "GET",
        url: path,
        headers: { "user-agent": IPHONE_SAFARI },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("This tag is not linked to a card");
    }
    // Beyond the router's parameter length: refused before any route runs.
    const huge = await t.request({ method: "GET", url: `/t/${"x".repeat(5000)}` });
    expect(huge.statusCode).toBe(414);
  });
});

describe("pointing a tag at another card", () => {
  it("by the owner, at another card of theirs", async () => {
    const owner = await kit.signedIn(2, "nfc");
    const [first, second] = [await kit.cardOf(owner), await kit.cardOf(owner, { name: "Second" })];
    const { id } = (await addTag(owner.session, first.id)).json();
    const moved = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { cardId: second.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, cardId: second.id, cardName: "Second" });
    expect((await tap(id)).headers.location).toBe(`/view/${second.slug}?src=nfc`);
  });

  it("by a level-4 user, at another owner's card: the new owner then manages it", async () => {
    const owner = await kit.signedIn(1, "nfc");
    const successor = await kit.signedIn(1, "nfc");
    const editor = await kit.signedIn(4, "nfc");
    const card = await kit.cardOf(owner);
    const target = await kit.cardOf(successor);
    const { id } = (await addTag(owner.session, card.id)).json();
    const moved = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: editor.session,
      body: { cardId: target.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await tagRow(id)).userId).toBe(successor.user.id);
    const successorsList = await t.request({
      method: "GET",
      url: `/api/business-cards/${target.id}/tags`,
      session: successor.session,
    });
    expect(successorsList.json().tags.map((tag: { id: string }) => tag.id)).toEqual([id]);
    // The former owner no longer manages it.
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { label: "Mine" },
    });
    expect(renamed.statusCode).toBe(403);
  });

  it("is refused at someone else's card, and the tag stays where it was", async () => {
    const owner = await kit.signedIn(2, "nfc");
    const stranger = await kit.signedIn(2, "nfc");
    const card = await kit.cardOf(owner);
    const theirs = await kit.cardOf(stranger);
    const { id } = (await addTag(owner.session, card.id)).json();
    const refused = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { cardId: theirs.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SHARE_DENIAL);
    const taken = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: stranger.session,
      body: { cardId: theirs.id },
    });
    expect(taken.statusCode).toBe(403);
    expect((await tagRow(id)).cardId).toBe(card.id);
  });
});

describe("renaming and deleting a tag", () => {
  it("by its manager; a stranger is refused", async () => {
    const owner = await kit.signedIn(1, "nfc");
    const stranger = await kit.signedIn(1, "nfc");
    const card = await kit.cardOf(owner);
    const { id } = (await addTag(owner.session, card.id)).json();
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { label: " Lobby " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().label).toBe("Lobby");
    for (const request of [
      { method: "PATCH" as const, body: { label: "Theirs" } },
      { method: "DELETE" as const },
    ]) {
      const refused = await t.request({ ...request, url: `/api/tags/${id}`, session: stranger.session });
      expect(refused.statusCode).toBe(403);
    }
    const deleted = await t.request({ method: "DELETE", url: `/api/tags/${id}`, session: owner.session });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "NFC tag deleted" });
    expect((await tap(id)).statusCode).toBe(404);
    const again = await t.request({ method: "DELETE", url: `/api/tags/${id}`, session: owner.session });
    expect(again.statusCode).toBe(404);
  });
});

describe("a deleted card", () => {
  it("leaves its tags unassigned with their manager, who can point them at another card", async () => {
    const owner = await kit.signedIn(2, "nfc");
    const admin = await kit.signedIn(5, "nfc");
    const stranger = await kit.signedIn(2, "nfc");
    const card = await kit.cardOf(owner);
    const next = await kit.cardOf(owner);
    const { id } = (await addTag(owner.session, card.id)).json();
    await tap(id);
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/business-cards/${card.id}`,
      session: admin.session,
    });
    expect(deleted.statusCode).toBe(200);

    const row = await tagRow(id);
    expect(row).toMatchObject({ cardId: null, userId: owner.user.id, taps: 1 });
    const page = await tap(id);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("This tag is not linked to a card");
    expect((await tagRow(id)).taps).toBe(1);

    const unassigned = await t.request({
      method: "GET",
      url: "/api/tags?unassigned=true",
      session: owner.session,
    });
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json().tags).toEqual([expect.objectContaining({ id, cardId: null, cardName: null })]);
    const strangers = await t.request({
      method: "GET",
      url: "/api/tags?unassigned=true",
      session: stranger.session,
    });
    expect(strangers.json().tags).toEqual([]);
    // Someone else cannot claim it, even at their own card.
    const theirs = await kit.cardOf(stranger);
    const claimed = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: stranger.session,
      body: { cardId: theirs.id },
    });
    expect(claimed.statusCode).toBe(403);

    const pointed = await t.request({
      method: "PUT",
      url: `/api/tags/${id}`,
      session: owner.session,
      body: { cardId: next.id },
    });
    expect(pointed.statusCode).toBe(200);
    expect((await tap(id)).headers.location).toBe(`/view/${next.slug}?src=nfc`);
    const none = await t.request({ method: "GET", url: "/api/tags?unassigned=true", session: owner.session });
    expect(none.json().tags).toEqual([]);
    const all = await t.request({ method: "GET", url: "/api/tags", session: owner.session });
    expect(all.json().tags.map((tag: { id: string }) => tag.id)).toEqual([id]);
  });
});

describe("the per-user limit", () => {
  it(`allows ${TAG_LIMIT_PER_USER} tags per manager, counted across their cards and when tags are moved to them`, async () => {
    const owner = await kit.signedIn(1, "nfc");
    const other = await kit.signedIn(1, "nfc");
    const editor = await kit.signedIn(4, "nfc");
    const card = await kit.cardOf(owner);
    const otherCard = await kit.cardOf(other);
    await t.db.insert(nfcTags).values(
      Array.from({ length: TAG_LIMIT_PER_USER }, (_, i) => ({
        id: `limit${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}x`.slice(
          0,
          8,
        ),
        userId: owner.user.id,
        cardId: card.id,
        label: `Tag ${i}`,
      })),
    );
    const refused = await addTag(owner.session, card.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TAG_LIMIT_MESSAGE);
    const theirs = (await addTag(other.session, otherCard.id)).json();
    const moved = await t.request({
      method: "PUT",
      url: `/api/tags/${theirs.id}`,
      session: editor.session,
      body: { cardId: card.id },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(TAG_LIMIT_MESSAGE);
  });
});
