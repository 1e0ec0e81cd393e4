/**
 * POST /api/card-exchange: a visitor's details become a lead with the consent version and time
 * they agreed to, in one transaction; refusals say why and store nothing; the card's hourly cap,
 * the owner's mail cap (held for the digest) and the per-recipient cap on contact files hold.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CONSENT_REQUIRED, EXCHANGE_CARD_BUSY, EXCHANGE_DISABLED } from "../../../core/exchange";
import { businessCards, cardExchangeSettings, exchangeConsents, heldLeadMails } from "../../db/schema";
import { createTestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { IPHONE_SAFARI } from "../tracking/tracking-test-kit";
import { exchangeTestKit, JANE } from "./exchange-test-kit";

const t = testAppPerFile({
  SMTP_URL: "smtp://mail.cards.test:25",
  FORM_RATE_LIMIT_PER_MINUTE: "100000",
  FORM_SUBMISSIONS_PER_CARD_PER_HOUR: "3",
  LEAD_MAILS_PER_CARD_PER_HOUR: "2",
  EXCHANGE_MAILS_PER_RECIPIENT_PER_DAY: "2",
});
const { exchangeCard, leadsOf, sourcesOf, share, postForm } = exchangeTestKit(() => t);
const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);
const consentsOf = (cardId: number) =>
  t.db.select().from(exchangeConsents).where(eq(exchangeConsents.cardId, cardId));

describe("a shared contact", () => {
  it("is stored as a lead with the consent version and time, the note and the visitor's device", async () => {
    const { card } = await exchangeCard();
    const before = Date.now();
    const response = await share({
      cardId: card.id,
      name: "  Jane Doe ",
      email: "Jane@Example.com",
      phone: "+1 555 0100",
      company: "Acme",
      note: "Met at the fair\nCall me",
      consent: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, contactMail: "notAsked" });
    const [lead, ...more] = await leadsOf(card.id);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      name: "Jane Doe",
      email: "Jane@Example.com",
      emailKey: "jane@example.com",
      phone: "+1 555 0100",
      company: "Acme",
    });
    const [consent] = await consentsOf(card.id);
    expect(consent!.text).toBe("I agree that Ann Lee may store these details and contact me about them.");
    const [source] = await sourcesOf(lead!.id);
    expect(source!.kind).toBe("exchange");
    expect(source!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    const data = source!.data as Record<string, unknown>;
    expect(data).toMatchObject({
      note: "Met at the fair\nCall me",
      consentVersion: consent!.id,
      sendMeTheContact: false,
      device: "Mobile · iOS · Safari",
    });
    expect(Date.parse(data.consentAt as string)).toBeGreaterThanOrEqual(before - 1000);

    // A second exchange by the same address joins the lead and reuses the stored default text.
    expect((await share({ ...JANE, email: "jane@example.com", cardId: card.id })).statusCode).toBe(201);
    expect(await leadsOf(card.id)).toHaveLength(1);
    expect(await consentsOf(card.id)).toHaveLength(1);
    expect(await sourcesOf(lead!.id)).toHaveLength(2);
  });

  it("shows its owner, in the lead's timeline, the consent text agreed to and when", async () => {
    const { owner, card } = await exchangeCard();
    await share({ ...JANE, cardId: card.id, note: "See you soon" });
    const [lead] = await leadsOf(card.id);
    const response = await t.request({
      method: "GET",
      url: `/api/leads/${lead!.id}`,
      session: owner.session,
    });
    expect(response.statusCode).toBe(200);
    const [exchange] = response.json().timeline.filter((item: { kind: string }) => item.kind === "exchange");
    const [consent] = await consentsOf(card.id);
    expect(exchange.details).toEqual(
      expect.arrayContaining([
        { label: "Note", value: "See you soon" },
        { label: "Agreed to", value: `${consent!.text} (version ${consent!.id})` },
        { label: "Agreed at", value: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), time: true },
        { label: "Asked for the contact file", value: "No" },
      ]),
    );
  });

  it("is refused without consent, with the consent message, and nothing is stored", async () => {
    const { card } = await exchangeCard();
    for (const consent of [false, undefined, "yes"]) {
      const response = await share({ cardId: card.id, name: "Jane", email: "jane@example.com", consent });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: CONSENT_REQUIRED, fields: { consent: CONSENT_REQUIRED } });
    }
    expect(await leadsOf(card.id)).toHaveLength(0);
    expect(await consentsOf(card.id)).toHaveLength(0);
  });

  it("is refused with a message per field: a bad email, a missing name, a bad phone, long texts", async () => {
    const { card } = await exchangeCard();
    const bad = await share({ cardId: card.id, name: "Jane", email: "not-an-address", consent: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "Please enter a valid email address.",
      fields: { email: "Please enter a valid email address." },
    });
    const many = await share({
      cardId: card.id,
      name: " ",
      email: "jane@example.com",
      phone: "call me",
      note: "x".repeat(2001),
      consent: true,
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual({
      name: "Please enter your name.",
      phone: "Please enter a phone number: 5 to 30 digits, spaces and + - ( ) .",
      note: "Your note can be at most 2000 characters.",
    });
    expect(await leadsOf(card.id)).toHaveLength(0);
  });

  it("answers 404 with a clear message when the owner turned the exchange off, and for unknown cards", async () => {
    const { card } = await exchangeCard();
    await t.db.insert(cardExchangeSettings).values({ cardId: card.id, enabled: false });
    const off = await share({ ...JANE, cardId: card.id });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ message: EXCHANGE_DISABLED });
    expect(await leadsOf(card.id)).toHaveLength(0);

    const unknown = await share({ ...JANE, cardId: 2_147_483_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Card not found" });

    const deleted = await exchangeCard();
    await t.db.delete(businessCards).where(eq(businessCards.id, deleted.card.id));
    const gone = await share({ ...JANE, cardId: deleted.card.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Card not found" });
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const { card } = await exchangeCard();
    const response = await share({ ...JANE, cardId: card.id, website: "http://spam.example" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, counted: false });
    expect(await leadsOf(card.id)).toHaveLength(0);
  });

  it("refuses ids, strings and bodies out of bounds with a clear 4xx", async () => {
    const { card } = await exchangeCard();
    const id = await share({ ...JANE, cardId: 2 ** 31 });
    expect(id.statusCode).toBe(400);
    expect(id.json().fields).toEqual({ cardId: "cardId must be a positive whole number" });

    const huge = await share({ ...JANE, cardId: card.id, note: "x".repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: "The request body is too large." });

    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = [deep];
    const nested = await share({ ...JANE, cardId: card.id, note: deep });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/nested too deeply/);
    expect(await leadsOf(card.id)).toHaveLength(0);
  });
});

describe("the card's hourly cap", () => {
  it("takes three exchanges an hour from any address, then answers 429 with the reason", async () => {
    const { card } = await exchangeCard();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => share({ ...JANE, email: `v${i}@example.com`, cardId: card.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toEqual({
      message: EXCHANGE_CARD_BUSY,
    });
    expect(await leadsOf(card.id)).toHaveLength(3);
  });
});

describe("mails", () => {
  it("tell the owner, replying to the visitor; past the card's hourly mails they are held for the digest", async () => {
    const { card, owner } = await exchangeCard();
    const first = await share({
      ...JANE,
      cardId: card.id,
      name: "Jane\u0007\u202e Doe",
      note: "Hello\u001b[31m\nthere",
    });
    expect(first.statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(owner.user.email)).toHaveLength(1));
    const mail = mailsTo(owner.user.email)[0]!;
    expect(mail.subject).toBe("New contact shared on your card Ann Lee");
    expect(mail.replyTo).toBe("jane@example.com");
    expect(mail.text).toContain("Name: Jane Doe\nEmail: jane@example.com\nNote:\n    Hello[31m\n    there");
    expect(mail.text).toContain('They agreed to: "I agree that Ann Lee may store these details');
    for (const control of ["\u0007", "\u001b", "\u202e"]) expect(mail.text).not.toContain(control);

    // The second mail of the hour goes; the third is held for the digest.
    expect((await share({ ...JANE, email: "b@example.com", cardId: card.id })).statusCode).toBe(201);
    expect((await share({ ...JANE, email: "c@example.com", cardId: card.id })).statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(owner.user.email)).toHaveLength(2));
    const held = await t.db.select().from(heldLeadMails).where(eq(heldLeadMails.cardId, card.id));
    expect(held.map((row) => row.visitorEmail)).toEqual(["c@example.com"]);
    await t.db
      .update(heldLeadMails)
      .set({ sendAfter: sql`now() - interval '1 second'` })
      .where(eq(heldLeadMails.cardId, card.id));
    await t.app.leadDigests.runOnce();
    expect(mailsTo(owner.user.email)).toHaveLength(3);
    expect(mailsTo(owner.user.email)[2]!.text).toContain("Jane Doe <c@example.com>");
  });

  it("send the visitor the card's contact file when asked, at most twice a day per address", async () => {
    const { card } = await exchangeCard();
    const other = await exchangeCard();
    const to = "visitor-limit@example.com";
    const asks = [
      await share({ ...JANE, email: to, cardId: card.id, sendMeTheContact: true }),
      await share({ ...JANE, email: to.toUpperCase(), cardId: other.card.id, sendMeTheContact: true }),
      await share({ ...JANE, email: to, cardId: other.card.id, sendMeTheContact: true }),
    ];
    expect(asks.map((answer) => [answer.statusCode, answer.json().contactMail])).toEqual([
      [201, "sent"],
      [201, "sent"],
      [201, "limited"],
    ]);
    await vi.waitFor(() => expect(t.mails.filter((mail) => mail.to.toLowerCase() === to)).toHaveLength(2));
    const mail = mailsTo(to)[0]!;
    expect(mail.subject).toBe("The contact details of Ann Lee");
    expect(mail.text).not.toContain("Jane");
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: "Ann Lee.vcf", contentType: "text/vcard" }),
    ]);
    expect(mail.attachments![0]!.content).toMatch(/^BEGIN:VCARD[\s\S]*FN:Ann Lee[\s\S]*END:VCARD/);
    // The lead past the limit is stored all the same.
    expect(await leadsOf(other.card.id)).toHaveLength(1);
  });
});

describe("without JavaScript", () => {
  it("answers a form post with a 303 back to the card, whose page says how it went", async () => {
    const { card } = await exchangeCard();
    // With SMTP set, the page offers to mail the contact file.
    const form = await t.request({ method: "GET", url: `/view/${card.slug}` });
    expect(form.body).toContain('name="sendMeTheContact"');
    expect(form.body).toContain("Send me your contact details");
    const posted = await postForm({
      cardId: String(card.id),
      name: "Jane Doe",
      email: "jane-nojs@example.com",
      consent: "true",
      sendMeTheContact: "true",
      website: "",
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/view/${card.slug}?exchange=sent&mail=sent#share-details`);
    const page = await t.request({ method: "GET", url: posted.headers.location as string });
    expect(page.body).toContain("Thank you, your details were shared. The contact file is on its way");
    expect(await leadsOf(card.id)).toHaveLength(1);

    const refused = await postForm({ cardId: String(card.id), name: "Jane", email: "nope" });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(
      `/view/${card.slug}?exchange=error&reason=invalid&fields=email%2Cconsent#share-details`,
    );
    const again = await t.request({ method: "GET", url: refused.headers.location as string });
    expect(again.body).toContain("Your details were not shared. Please check: Email, the consent box.");
    expect(await leadsOf(card.id)).toHaveLength(1);
  });
});

describe("the per-address limit", () => {
  it("answers 429 past FORM_RATE_LIMIT_PER_MINUTE requests from one address, storing nothing more", async () => {
    const strict = await createTestApp(
      { SMTP_URL: "smtp://mail.cards.test:25", FORM_RATE_LIMIT_PER_MINUTE: "2" },
      { sharingDatabaseOf: t },
    );
    try {
      const { card } = await exchangeCard();
      const post = (i: number) =>
        strict.request({
          method: "POST",
          url: "/api/card-exchange",
          body: { ...JANE, email: `rate${i}@example.com`, cardId: card.id, sendMeTheContact: true },
          headers: { "user-agent": IPHONE_SAFARI },
          remoteAddress: "9.7.7.7",
        });
      const statuses = [(await post(0)).statusCode, (await post(1)).statusCode];
      const refused = await post(2);
      expect([...statuses, refused.statusCode]).toEqual([201, 201, 429]);
      expect(refused.json().message).toMatch(/too many/i);
      expect(await leadsOf(card.id)).toHaveLength(2);
      // The refused request mailed nobody.
      await vi.waitFor(() =>
        expect(strict.mails.filter((mail) => mail.to.startsWith("rate"))).toHaveLength(2),
      );
      expect(strict.mails.some((mail) => mail.to === "rate2@example.com")).toBe(false);
    } finally {
      await strict.close();
    }
  });
});
