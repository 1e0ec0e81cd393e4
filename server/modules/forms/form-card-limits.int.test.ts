/**
 * The per-card hourly limits of the visitor form, whatever the addresses: submissions past
 * FORM_SUBMISSIONS_PER_CARD_PER_HOUR are refused with 429, and lead mails past
 * LEAD_MAILS_PER_CARD_PER_HOUR are held and mailed as one digest after the hour, each held
 * submission once. Two apps on one database stand for two processes: the limits hold across them.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { heldLeadMails } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { formTestKit, JANE } from "./form-test-kit";
import { CARD_BUSY } from "./service";

const LIMITS = {
  SMTP_URL: "smtp://mail.cards.test:25",
  FORM_RATE_LIMIT_PER_MINUTE: "100000",
  FORM_SUBMISSIONS_PER_CARD_PER_HOUR: "3",
  LEAD_MAILS_PER_CARD_PER_HOUR: "2",
};

let first: TestApp;
let second: TestApp;
let failing: TestApp;
let failedSends = 0;
beforeAll(async () => {
  first = await createTestApp(LIMITS);
  second = await createTestApp(LIMITS, { sharingDatabaseOf: first });
  const mailer = {
    async send() {
      failedSends++;
      throw new Error("connect ECONNREFUSED mail.cards.test:25");
    },
  };
  failing = await createTestApp(LIMITS, { sharingDatabaseOf: first, mailer });
});
afterAll(async () => {
  await failing?.close();
  await second?.close();
  await first?.close();
});

const { formCard, submissionsOf, submit, postForm } = formTestKit(() => first);
const onSecond = formTestKit(() => second);

let address = 0;
const nextAddress = () => `9.9.${Math.floor(++address / 250)}.${address % 250}`;

const visitor = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.com` });
const heldOf = (cardId: number) =>
  first.db.select().from(heldLeadMails).where(eq(heldLeadMails.cardId, cardId));
/** The hour is over for the card's held mails. */
const makeDue = (cardId: number) =>
  first.db
    .update(heldLeadMails)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(eq(heldLeadMails.cardId, cardId));
const mailsTo = (email: string) => [...first.mails, ...second.mails].filter((mail) => mail.to === email);

describe("submissions per card and hour", () => {
  it("take the first three from any address on any process, then answer 429 with the reason", async () => {
    const { card } = await formCard();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? submit : onSecond.submit)(
          { cardId: card.id, formData: visitor(i) },
          { remoteAddress: nextAddress() },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toEqual({ message: CARD_BUSY });
    }
    expect(await submissionsOf(card.id)).toHaveLength(3);

    // Without JavaScript: back to the card's page, which says why.
    const posted = await postForm(
      { cardId: String(card.id), "formData[name]": JANE.name, "formData[email]": JANE.email },
      { remoteAddress: nextAddress() },
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/view/${card.slug}?form=error&reason=full#visitor-form`);
    const page = await first.request({ method: "GET", url: posted.headers.location as string });
    expect(page.body).toContain("This card has received too many messages in the last hour.");

    // Another card is not touched by this one's limit.
    const other = await formCard();
    const answer = await submit({ cardId: other.card.id, formData: JANE }, { remoteAddress: nextAddress() });
    expect(answer.statusCode).toBe(201);
  });
});

describe("lead mails per card and hour", () => {
  it("mail the first two at once, hold the rest, and mail those as one digest after the hour, once", async () => {
    const { card, owner } = await formCard();
    for (let i = 0; i < 3; i++) {
      const answer = await submit(
        { cardId: card.id, formData: visitor(i) },
        { remoteAddress: nextAddress() },
      );
      expect(answer.statusCode).toBe(201);
    }
    await vi.waitFor(() => expect(mailsTo(owner.user.email)).toHaveLength(2));
    expect((await heldOf(card.id)).map((row) => row.visitorEmail)).toEqual(["v2@example.com"]);

    // Not due yet: nothing more goes out.
    await Promise.all([first.app.leadDigests.runOnce(), second.app.leadDigests.runOnce()]);
    expect(mailsTo(owner.user.email)).toHaveLength(2);

    await makeDue(card.id);
    await Promise.all([first.app.leadDigests.runOnce(), second.app.leadDigests.runOnce()]);
    const mails = mailsTo(owner.user.email);
    expect(mails).toHaveLength(3);
    const digest = mails[2]!;
    expect(digest.subject).toBe("1 more message from your card Ann Lee");
    expect(digest.text).toContain(`http://cards.test/view/${card.slug}`);
    expect(digest.text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}Visitor 2 <v2@example\.com>/);
    expect(digest.text).toContain("You get at most 2 form mails an hour for a card");
    expect(digest.text).toContain("through its form or 'Share your details':");
    expect(digest.text).toMatch(
      /You can see everyone who left their details in Leads:\nhttps?:\/\/[^\s]+\/leads$/,
    );
    expect(await heldOf(card.id)).toEqual([]);

    await Promise.all([first.app.leadDigests.runOnce(), second.app.leadDigests.runOnce()]);
    expect(mailsTo(owner.user.email)).toHaveLength(3);
  });

  it("list every held submission in one digest per card, each once, even when two processes send at the same time", async () => {
    const cards = [await formCard(), await formCard()];
    // Thirty held mails for each card, and three runs at once (two processes, one of them twice).
    const held = Array.from({ length: 30 }, (_, i) => i);
    for (const { card } of cards) {
      await first.db.insert(heldLeadMails).values(
        held.map((i) => ({
          cardId: card.id,
          visitorName: `Visitor ${i}`,
          visitorEmail: `v${i}@example.com`,
          submittedAt: new Date(Date.parse("2026-11-27T10:00:00Z") + i * 60_000),
          sendAfter: new Date(Date.now() - 1000),
        })),
      );
    }
    await Promise.all([
      first.app.leadDigests.runOnce(),
      second.app.leadDigests.runOnce(),
      first.app.leadDigests.runOnce(),
    ]);
    for (const { card, owner } of cards) {
      const digests = mailsTo(owner.user.email);
      expect(digests).toHaveLength(1);
      const lines = digests[0]!.text.split("\n").filter((line) => line.includes("@example.com"));
      expect(lines).toEqual(
        held.map((i) => `2026-11-27 10:${String(i).padStart(2, "0")} UTC  Visitor ${i} <v${i}@example.com>`),
      );
      expect(await heldOf(card.id)).toEqual([]);
    }
  });

  it("keep a digest whose mail failed for the next run", async () => {
    const { card, owner } = await formCard();
    await first.db.insert(heldLeadMails).values({
      cardId: card.id,
      visitorName: null,
      visitorEmail: null,
      submittedAt: new Date("2026-11-27T10:00:00Z"),
      sendAfter: new Date(Date.now() - 1000),
    });
    const before = failedSends;
    await failing.app.leadDigests.runOnce();
    expect(failedSends).toBe(before + 1);
    expect(await heldOf(card.id)).toMatchObject([{ claimToken: null, claimedUntil: null }]);

    await first.app.leadDigests.runOnce();
    const [digest] = mailsTo(owner.user.email);
    expect(digest?.text).toContain("2026-11-27 10:00 UTC  (no name given)");
    expect(await heldOf(card.id)).toEqual([]);
  });

  it("go with their card when it is deleted", async () => {
    const { card } = await formCard();
    await first.db.insert(heldLeadMails).values({
      cardId: card.id,
      visitorName: "Jane",
      visitorEmail: null,
      submittedAt: new Date(),
      sendAfter: new Date(Date.now() + 3_600_000),
    });
    await first.db.execute(sql`delete from business_cards where id = ${card.id}`);
    expect(await heldOf(card.id)).toEqual([]);
  });
});
