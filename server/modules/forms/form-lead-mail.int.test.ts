/**
 * The owner's mail for each submission: sent after the submission is stored when SMTP is set,
 * never without it (the log is no place for a visitor's words), and a failing mail loses
 * neither the submission nor the visitor's answer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { formTestKit, JANE } from "./form-test-kit";

const SMTP = { SMTP_URL: "smtp://mail.cards.test:25", FORM_RATE_LIMIT_PER_MINUTE: "1000" };

let withSmtp: TestApp;
let withoutSmtp: TestApp;
let failing: TestApp;
let attempts = 0;

beforeAll(async () => {
  withSmtp = await createTestApp(SMTP);
  withoutSmtp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" }, { sharingDatabaseOf: withSmtp });
  const mailer = {
    async send() {
      attempts++;
      throw new Error("connect ECONNREFUSED mail.cards.test:25");
    },
  };
  failing = await createTestApp(SMTP, { sharingDatabaseOf: withSmtp, mailer });
});
afterAll(async () => {
  await failing?.close();
  await withoutSmtp?.close();
  await withSmtp?.close();
});

describe("with SMTP", () => {
  const { formCard, submit, submissionsOf } = formTestKit(() => withSmtp);

  it("mails the card's owner the answers under the form's labels, replying to the visitor", async () => {
    const { card, owner } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: { ...JANE, phone: "+1 555 0100" } },
      { remoteAddress: "8.8.8.8" },
    );
    expect(response.statusCode).toBe(201);
    await vi.waitFor(() =>
      expect(withSmtp.mails.filter((mail) => mail.to === owner.user.email)).toHaveLength(1),
    );
    const mail = withSmtp.mails.find((sent) => sent.to === owner.user.email)!;
    expect(mail.subject).toBe("New message from your card Ann Lee");
    expect(mail.replyTo).toBe("jane@example.com");
    expect(mail.text).toContain('through the form "Get a quote" on your card Ann Lee:');
    expect(mail.text).toContain(`http://cards.test/view/${card.slug}`);
    expect(mail.text).toContain(
      [
        "Your name: Jane Doe",
        "Email: jane@example.com",
        "Phone: +1 555 0100",
        "Topic: Sales",
        "Message:",
        "    Call me",
        "    after 5",
      ].join("\n"),
    );
    expect(mail.text).toMatch(
      /Sent \d{4}-\d\d-\d\d \d\d:\d\d UTC from Mobile · iOS · Safari \(United States\)\./,
    );
    expect(await submissionsOf(card.id)).toHaveLength(1);
  });

  it("keeps the visitor's words plain: no control characters, nothing in a header but the checked address", async () => {
    const { card, owner } = await formCard();
    const response = await submit({
      cardId: card.id,
      formData: { name: "Jane\u0007\u202eDoe", email: "jane@example.com", message: "Hi\u0000" },
    });
    // NUL is refused before anything else (server/plugins/storable-text.ts).
    expect(response.statusCode).toBe(400);
    const accepted = await submit({
      cardId: card.id,
      formData: { name: "Jane\u0007\u202eDoe\u001b[31m", email: "jane@example.com" },
    });
    expect(accepted.statusCode).toBe(201);
    await vi.waitFor(() => expect(withSmtp.mails.some((mail) => mail.to === owner.user.email)).toBe(true));
    const mail = withSmtp.mails.find((sent) => sent.to === owner.user.email)!;
    expect(mail.text).toContain("Your name: JaneDoe[31m");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("sends nothing for a refused, honeypot or bot submission", async () => {
    const { card, owner } = await formCard();
    await submit({ cardId: card.id, formData: { email: "jane@example.com" } });
    await submit({ cardId: card.id, formData: JANE, website: "spam" });
    await submit(
      { cardId: card.id, formData: JANE },
      { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    // One accepted submission after them: its mail is the only one.
    await submit({ cardId: card.id, formData: JANE });
    await vi.waitFor(() => expect(withSmtp.mails.some((mail) => mail.to === owner.user.email)).toBe(true));
    expect(withSmtp.mails.filter((mail) => mail.to === owner.user.email)).toHaveLength(1);
    expect(await submissionsOf(card.id)).toHaveLength(1);
  });
});

describe("without SMTP", () => {
  const { formCard, submit, submissionsOf } = formTestKit(() => withoutSmtp);

  it("stores the submission and mails nothing", async () => {
    const { card } = await formCard();
    expect((await submit({ cardId: card.id, formData: JANE })).statusCode).toBe(201);
    expect(await submissionsOf(card.id)).toHaveLength(1);
    // The mail would have been on its way by now (it follows the insert at once).
    await new Promise((resolve) => setImmediate(resolve));
    expect(withoutSmtp.mails).toEqual([]);
  });
});

describe("a failing mail", () => {
  const { formCard, submit, submissionsOf } = formTestKit(() => failing);

  it("neither fails the visitor's request nor loses the submission", async () => {
    const { card } = await formCard();
    const before = attempts;
    const response = await submit({ cardId: card.id, formData: JANE });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    await vi.waitFor(() => expect(attempts).toBe(before + 1));
    expect((await submissionsOf(card.id))[0]?.formData).toEqual(JANE);
  });
});
