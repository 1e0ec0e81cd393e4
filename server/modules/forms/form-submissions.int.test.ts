/**
 * POST /api/form-submissions with JSON, as the public page's script sends it:
 * checked against the card's form as it is now, stored with the visitor's device, country and
 * anonymised address, and nothing stored on any refusal.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { GOOGLEBOT, WINDOWS_CHROME } from "../tracking/tracking-test-kit";
import { CONTACT_FORM, formTestKit, JANE } from "./form-test-kit";
import { FORM_CLOSED } from "./service";

const t = testAppPerFile({ FORM_RATE_LIMIT_PER_MINUTE: "5" });

const { formCard, submissionsOf, submit } = formTestKit(() => t);

/** Each test its own address, so only the rate-limit test meets the limit. */
let address = 0;
const nextAddress = () => `8.8.4.${++address}`;

describe("a submission", () => {
  it("is stored with the device, the country and a visitor hash, no address, then answered 201", async () => {
    const { card } = await formCard();
    const before = Date.now();
    const response = await submit(
      { cardId: card.id, formData: { ...JANE, phone: " +1 (555) 010-0100 " } },
      { userAgent: WINDOWS_CHROME, remoteAddress: "8.8.8.8" },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const rows = await submissionsOf(card.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cardId: card.id,
      formData: { ...JANE, phone: "+1 (555) 010-0100" },
      submitterIp: null,
      visitorHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      submitterLocation: "United States",
      submitterDevice: "Desktop · Windows · Chrome",
    });
    expect(rows[0]!.timestamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("drops fields the form does not have", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: { ...JANE, isAdmin: "true", notes: "x" } },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(201);
    expect((await submissionsOf(card.id))[0]?.formData).toEqual(JANE);
  });

  it("missing a required field is refused with 400 naming it, and nothing is stored", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: { email: "not an email", topic: "Other" } },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please check the form's fields.",
      fields: {
        "formData.name": "Your name is required",
        "formData.email": "Email must be a valid email address",
        "formData.topic": "Topic must be one of the offered choices",
      },
    });
    const single = await submit(
      { cardId: card.id, formData: { email: "jane@example.com" } },
      { remoteAddress: nextAddress() },
    );
    expect(single.json()).toEqual({
      message: "Your name is required",
      fields: { "formData.name": "Your name is required" },
    });
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("with a 100 kB answer is refused and nothing is stored", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: { ...JANE, message: "m".repeat(100_000) } },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ "formData.message": "Message must be at most 5000 characters" });
    // Past the route's body limit the body is not even read.
    const huge = await submit(
      { cardId: card.id, formData: { ...JANE, message: "m".repeat(300_000) } },
      { remoteAddress: nextAddress() },
    );
    expect(huge.statusCode).toBe(413);
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("with the honeypot filled is answered as if accepted, and nothing is stored", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: JANE, website: "https://spam.example" },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await submissionsOf(card.id)).toEqual([]);
    // An empty honeypot is what a person's browser sends.
    const person = await submit(
      { cardId: card.id, formData: JANE, website: "" },
      { remoteAddress: nextAddress() },
    );
    expect(person.statusCode).toBe(201);
    expect(await submissionsOf(card.id)).toHaveLength(1);
  });

  it("from a known bot is answered 202 and not counted", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: JANE },
      { userAgent: GOOGLEBOT, remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, counted: false });
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("to a card whose form is disabled, empty, of another shape or missing is refused with 404", async () => {
    for (const formConfig of [
      { ...CONTACT_FORM, enabled: false },
      { ...CONTACT_FORM, fields: [] },
      { fields: [{ name: "email", type: "email" }] },
      {},
    ]) {
      const { card } = await formCard(formConfig);
      const response = await submit({ cardId: card.id, formData: JANE }, { remoteAddress: nextAddress() });
      expect(response.statusCode, JSON.stringify(formConfig)).toBe(404);
      expect(response.json()).toEqual({ message: FORM_CLOSED });
      expect(await submissionsOf(card.id)).toEqual([]);
    }
    const unknown = await submit({ cardId: 2_000_000_000, formData: JANE }, { remoteAddress: nextAddress() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Card not found" });
  });

  it("is checked against the form as it is now: a field removed since is dropped", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: { cardId: 1, name: "Jane", email: "jane@example.com", extra: "x" } },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(201);
    expect((await submissionsOf(card.id))[0]?.formData).toEqual({ name: "Jane", email: "jane@example.com" });
  });

  it("with a bad body is refused with the error handler's messages", async () => {
    const { card } = await formCard();
    const noCard = await submit({ formData: JANE }, { remoteAddress: nextAddress() });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().fields).toEqual({ cardId: "cardId must be a positive whole number" });
    const notObject = await submit({ cardId: card.id, formData: ["Jane"] }, { remoteAddress: nextAddress() });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toBe("formData must be an object of answers");
    const notText = await submit(
      { cardId: card.id, formData: { ...JANE, name: { first: "Jane" } } },
      { remoteAddress: nextAddress() },
    );
    expect(notText.json().fields).toEqual({ "formData.name": "Your name must be text" });
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("from another site is refused with 403", async () => {
    const { card } = await formCard();
    const response = await submit(
      { cardId: card.id, formData: JANE },
      { remoteAddress: nextAddress(), headers: { origin: "https://elsewhere.example" } },
    );
    expect(response.statusCode).toBe(403);
    expect(await submissionsOf(card.id)).toEqual([]);
  });
});

describe("the rate limit", () => {
  it("answers 429 past FORM_RATE_LIMIT_PER_MINUTE from one address, storing nothing more", async () => {
    const { card } = await formCard();
    const remoteAddress = "9.9.9.9";
    for (let i = 0; i < 5; i++) {
      expect((await submit({ cardId: card.id, formData: JANE }, { remoteAddress })).statusCode).toBe(201);
    }
    const refused = await submit({ cardId: card.id, formData: JANE }, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many requests. Please slow down and try again shortly." });
    expect(await submissionsOf(card.id)).toHaveLength(5);
    // Another address is not held back.
    expect(
      (await submit({ cardId: card.id, formData: JANE }, { remoteAddress: "9.9.9.10" })).statusCode,
    ).toBe(201);
  });
});
