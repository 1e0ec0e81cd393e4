/**
 * GET / PUT /api/cards/{cardId}/exchange: the owner's exchange settings under the card editor's
 * access rule; a changed consent text is a new version, which later exchanges record; the public
 * page shows the form with the text in force, and not at all when the exchange is off.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONSENT_TEXT_MAX } from "../../../core/exchange";
import { EDIT_CARD_DENIAL } from "../../../core/policy";
import { exchangeConsents } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { exchangeTestKit, JANE } from "./exchange-test-kit";

const t = testAppPerFile({ FORM_RATE_LIMIT_PER_MINUTE: "100000" });
const { exchangeCard, leadsOf, sourcesOf, share } = exchangeTestKit(() => t);

const DEFAULT_TEXT = "I agree that Ann Lee may store these details and contact me about them.";
const versionsOf = (cardId: number) =>
  t.db
    .select()
    .from(exchangeConsents)
    .where(eq(exchangeConsents.cardId, cardId))
    .orderBy(asc(exchangeConsents.id));

const get = (cardId: number, session?: string) =>
  t.request({ method: "GET", url: `/api/cards/${cardId}/exchange`, session });
const put = (cardId: number, body: unknown, session?: string) =>
  t.request({ method: "PUT", url: `/api/cards/${cardId}/exchange`, body, session });
const page = (slug: string) => t.request({ method: "GET", url: `/view/${slug}` });

describe("the owner's settings", () => {
  it("start on, with the default text naming the card's person, not yet stored", async () => {
    const { card, owner } = await exchangeCard();
    const response = await get(card.id, owner.session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: true,
      consentText: DEFAULT_TEXT,
      defaultConsentText: DEFAULT_TEXT,
      consentVersion: null,
    });
  });

  it("make a new version of a changed text, which later exchanges record; an unchanged one makes none", async () => {
    const { card, owner } = await exchangeCard();
    expect((await share({ ...JANE, cardId: card.id })).statusCode).toBe(201);
    const [first] = await versionsOf(card.id);

    const changed = await put(card.id, { enabled: true, consentText: "  You may call me.  " }, owner.session);
    expect(changed.statusCode).toBe(200);
    const [, second] = await versionsOf(card.id);
    expect(changed.json()).toEqual({
      enabled: true,
      consentText: "You may call me.",
      defaultConsentText: DEFAULT_TEXT,
      consentVersion: second!.id,
    });
    expect(
      (await put(card.id, { enabled: true, consentText: "You may call me." }, owner.session)).statusCode,
    ).toBe(200);
    expect(await versionsOf(card.id)).toHaveLength(2);

    expect((await share({ ...JANE, email: "later@example.com", cardId: card.id })).statusCode).toBe(201);
    const [earlier, later] = await leadsOf(card.id);
    expect((await sourcesOf(earlier!.id))[0]!.data).toMatchObject({ consentVersion: first!.id });
    expect((await sourcesOf(later!.id))[0]!.data).toMatchObject({ consentVersion: second!.id });
    expect((await page(card.slug)).body).toContain("You may call me.");

    // 'Reset to default' saves the default text as the next version.
    const reset = await put(card.id, { enabled: true, consentText: DEFAULT_TEXT }, owner.session);
    expect(reset.json().consentText).toBe(DEFAULT_TEXT);
    expect((await versionsOf(card.id)).map((row) => row.text)).toEqual([
      DEFAULT_TEXT,
      "You may call me.",
      DEFAULT_TEXT,
    ]);
  });

  it("turn the exchange off and on: the public page hides and shows 'Share your details'", async () => {
    const { card, owner } = await exchangeCard();
    const shown = await page(card.slug);
    expect(shown.body).toContain("Share your details");
    expect(shown.body).toContain(DEFAULT_TEXT);
    // Without SMTP the page does not offer to mail the contact file.
    expect(shown.body).not.toContain("Send me your contact details");

    expect(
      (await put(card.id, { enabled: false, consentText: DEFAULT_TEXT }, owner.session)).statusCode,
    ).toBe(200);
    expect((await page(card.slug)).body).not.toContain("Share your details");
    expect((await share({ ...JANE, cardId: card.id })).statusCode).toBe(404);

    expect((await put(card.id, { enabled: true, consentText: DEFAULT_TEXT }, owner.session)).statusCode).toBe(
      200,
    );
    expect((await page(card.slug)).body).toContain("Share your details");
  });

  it("refuse a blank or too long text with its message", async () => {
    const { card, owner } = await exchangeCard();
    const blank = await put(card.id, { enabled: true, consentText: "   " }, owner.session);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ consentText: "Please enter the consent text." });
    const long = await put(
      card.id,
      { enabled: true, consentText: "x".repeat(CONSENT_TEXT_MAX + 1) },
      owner.session,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ consentText: "The consent text can be at most 1000 characters." });
    expect(await versionsOf(card.id)).toHaveLength(0);
  });

  it("are the card editor's: 401 signed out, 403 for another user, 404 for no card", async () => {
    const { card } = await exchangeCard();
    const stranger = await t.signedInUser(1, "stranger");
    expect((await get(card.id)).statusCode).toBe(401);
    const denied = await put(card.id, { enabled: false, consentText: "Mine now" }, stranger.session);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: EDIT_CARD_DENIAL });
    expect((await get(card.id, stranger.session)).statusCode).toBe(403);
    expect(await versionsOf(card.id)).toHaveLength(0);

    const admin = await t.signedInUser(5, "admin");
    expect((await get(card.id, admin.session)).statusCode).toBe(200);
    const missing = await get(2_147_483_000, admin.session);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Card not found" });
    expect((await get(2 ** 31, admin.session)).statusCode).toBe(400);
  });
});
