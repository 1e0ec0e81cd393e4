/**
 * Calendly for the assistant, against a fake Calendly API started here
 * (real HTTP, the documented shapes): an owner connects a token (checked, stored encrypted, never
 * answered back), picks an event type from those listed, and a visitor gets a single-use link with
 * their name and email filled in, which marks their conversation scheduled; Calendly down or slow
 * reaches the visitor as a friendly 502; permissions and bad input as everywhere.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "../../../core/schemas/ids";
import { salesbotConfigs, salesbotConversations } from "../../db/schema";
import {
  FAKE_CALENDLY_TOKEN,
  FAKE_EVENT_TYPES,
  type FakeCalendly,
  startFakeCalendly,
} from "../../test/fake-calendly-server";
import { createTestApp, type SignedInUser, type TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";

let calendly: FakeCalendly;
let t: TestApp;
let keyless: TestApp;
/** The same database under another CALENDLY_TOKEN_KEY, as after the operator changed the key. */
let rekeyed: TestApp;
let owner: SignedInUser;
let cardId: number;
/** Every answer of the tests, searched for the token at the end. */
const answers: LightMyRequestResponse[] = [];

const VISITOR =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const INTRO = FAKE_EVENT_TYPES[0]!;

beforeAll(async () => {
  calendly = await startFakeCalendly();
  t = await createTestApp({
    CALENDLY_API_URL: calendly.url,
    CALENDLY_TOKEN_KEY: randomBytes(32).toString("hex"),
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
  });
  // On PostgreSQL the apps share the database's rate-limit counts too: the same chat limit for all.
  keyless = await createTestApp(
    { CALENDLY_API_URL: calendly.url, CHAT_RATE_LIMIT_PER_MINUTE: "1000" },
    { sharingDatabaseOf: t },
  );
  rekeyed = await createTestApp(
    {
      CALENDLY_API_URL: calendly.url,
      CALENDLY_TOKEN_KEY: randomBytes(32).toString("hex"),
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    },
    { sharingDatabaseOf: t },
  );
  owner = await kit.signedIn(2, "cal");
  cardId = (await kit.cardOf(owner, { name: "Ana Silva" })).id;
  const saved = await call("POST", `/api/salesbot/${cardId}/config`, { isEnabled: true, botName: "Ava" });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await keyless?.close();
  await rekeyed?.close();
  await t?.close();
  await calendly?.close();
});

const kit = cardTestKit(() => t);

async function call(
  method: string,
  url: string,
  body?: unknown,
  session: string | null = owner.session,
  app = t,
) {
  const response = await app.request({
    method: method as "GET",
    url,
    body,
    session: session ?? undefined,
    headers: { "user-agent": VISITOR },
  });
  answers.push(response);
  return response;
}

const scheduleLink = (body: object, id = cardId) =>
  call("POST", `/api/calendly/${id}/schedule-link`, body, null);

describe("connecting", () => {
  it("refuses a token Calendly does not accept, and stores nothing", async () => {
    const response = await call("POST", `/api/calendly/${cardId}/connect`, { token: "wrong-token" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Calendly did not accept this token. Check it and try again.");
    expect((await call("GET", `/api/calendly/${cardId}/status`)).json().connected).toBe(false);
  });

  it("says so when the server has no key to keep tokens with", async () => {
    const response = await call(
      "POST",
      `/api/calendly/${cardId}/connect`,
      { token: FAKE_CALENDLY_TOKEN },
      owner.session,
      keyless,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/CALENDLY_TOKEN_KEY/);
    expect(
      (await call("GET", `/api/calendly/${cardId}/status`, undefined, owner.session, keyless)).json()
        .available,
    ).toBe(false);
  });

  it("connects a good token, stored encrypted, and lists the account's event types", async () => {
    const response = await call("POST", `/api/calendly/${cardId}/connect`, { token: FAKE_CALENDLY_TOKEN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      available: true,
      connected: true,
      accountName: "Ana Silva",
      eventTypeUri: null,
      eventTypeName: null,
    });
    const [row] = await t.db.select().from(salesbotConfigs).where(eq(salesbotConfigs.cardId, cardId));
    expect(JSON.stringify(row!.calendlyIntegration)).not.toContain(FAKE_CALENDLY_TOKEN);
    expect(calendly.requests.at(-1)?.authorization).toBe(`Bearer ${FAKE_CALENDLY_TOKEN}`);

    const listed = await call("GET", `/api/calendly/${cardId}/event-types`);
    expect(listed.json().eventTypes.map((e: { name: string }) => e.name)).toEqual([
      "30 Minute Intro Call",
      "Product Demo",
    ]);
  });

  it("accepts only a listed event type", async () => {
    const wrong = await call("PUT", `/api/calendly/${cardId}/event-type`, {
      eventTypeUri: "https://evil.example/x",
    });
    expect(wrong.statusCode).toBe(400);
    const chosen = await call("PUT", `/api/calendly/${cardId}/event-type`, { eventTypeUri: INTRO.uri });
    expect(chosen.json()).toMatchObject({ eventTypeUri: INTRO.uri, eventTypeName: INTRO.name });
  });

  it("keeps the connection when the owner saves the configuration again", async () => {
    await call("POST", `/api/salesbot/${cardId}/config`, { isEnabled: true, botName: "Ava 2" });
    expect((await call("GET", `/api/calendly/${cardId}/status`)).json().eventTypeUri).toBe(INTRO.uri);
  });
});

describe("who may connect", () => {
  it("answers 401 signed out, 403 at level 1 and for another's card at level 2, and lets level 4 in", async () => {
    expect((await call("GET", `/api/calendly/${cardId}/status`, undefined, null)).statusCode).toBe(401);
    const basic = await kit.signedIn(1, "calbasic");
    expect((await call("GET", `/api/calendly/${cardId}/status`, undefined, basic.session)).statusCode).toBe(
      403,
    );
    const other = await kit.signedIn(2, "calother");
    const denied = await call(
      "POST",
      `/api/calendly/${cardId}/connect`,
      { token: FAKE_CALENDLY_TOKEN },
      other.session,
    );
    expect(denied.statusCode).toBe(403);
    const manager = await kit.signedIn(4, "calmanager");
    expect((await call("GET", `/api/calendly/${cardId}/status`, undefined, manager.session)).statusCode).toBe(
      200,
    );
  });

  it("refuses ids beyond the column, a missing card and an oversized token", async () => {
    expect((await call("GET", `/api/calendly/${MAX_ID + 1}/status`)).statusCode).toBe(400);
    expect((await call("GET", "/api/calendly/987654/status")).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/calendly/${cardId}/connect`, { token: "x".repeat(2001) })).statusCode,
    ).toBe(400);
  });
});

describe("a visitor's scheduling link", () => {
  it("is a single-use link with the name and email filled in, and marks the conversation scheduled", async () => {
    const chat = await call(
      "POST",
      `/api/salesbot/${cardId}/chat`,
      { message: "Can we book a meeting?" },
      null,
    );
    expect(chat.statusCode).toBe(200);
    // With Calendly connected and an event type chosen, the assistant offers the meeting.
    expect(chat.json().message.schedulingInfo).toMatchObject({
      eventTypeUri: INTRO.uri,
      hasContactInfo: false,
    });
    const sessionId = chat.json().sessionId as string;
    const response = await scheduleLink({
      eventTypeUri: "https://evil.example/other",
      name: "Rita Moreno",
      email: "rita@example.com",
      phone: "+1 555 0123",
      notes: "Intro",
      sessionId,
    });
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().schedulingUrl);
    expect(link.origin).toBe(calendly.url);
    expect(link.pathname).toMatch(/^\/book\//);
    expect(link.searchParams.get("name")).toBe("Rita Moreno");
    expect(link.searchParams.get("email")).toBe("rita@example.com");
    // The owner's event type, whatever the body said.
    expect(calendly.requests.at(-1)?.body).toEqual({
      max_event_count: 1,
      owner: INTRO.uri,
      owner_type: "EventType",
    });

    const [conversation] = await t.db
      .select()
      .from(salesbotConversations)
      .where(eq(salesbotConversations.sessionId, sessionId));
    expect(conversation!.outcome).toBe("scheduled");
    expect(conversation!.leadScore).toBeGreaterThanOrEqual(25);
  });

  it("reaches the visitor as a friendly 502 when Calendly is down", async () => {
    const chat = await call("POST", `/api/salesbot/${cardId}/chat`, { message: "Hi, I'm Rita" }, null);
    calendly.mode = "down";
    const down = await scheduleLink({
      name: "Rita",
      email: "rita@example.com",
      sessionId: chat.json().sessionId,
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(
      "We couldn't create a scheduling link right now. Please try again later.",
    );
    calendly.mode = "ok";
  });

  it("is refused to bots, for a card without Calendly, and with bad input", async () => {
    const bot = await t.request({
      method: "POST",
      url: `/api/calendly/${cardId}/schedule-link`,
      body: { name: "Bot", email: "bot@example.com" },
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(bot.statusCode).toBe(403);
    const plain = (await kit.cardOf(await kit.signedIn(2, "noncal"))).id;
    const unavailable = await scheduleLink({ name: "Rita", email: "rita@example.com" }, plain);
    expect(unavailable.statusCode).toBe(409);
    expect((await scheduleLink({ name: "", email: "rita@example.com" })).statusCode).toBe(400);
    expect((await scheduleLink({ name: "Rita", email: "not-an-email" })).statusCode).toBe(400);
    expect(
      (await scheduleLink({ name: "Rita", email: "rita@example.com", sessionId: "bad id" })).statusCode,
    ).toBe(400);
    expect((await scheduleLink({ name: "x".repeat(201), email: "rita@example.com" })).statusCode).toBe(400);
  });

  it("is not offered, and the owner sees no connection, where the stored token does not open", async () => {
    const askForMeeting = (app: TestApp) =>
      call("POST", `/api/salesbot/${cardId}/chat`, { message: "Can we book a meeting?" }, null, app);
    expect((await askForMeeting(t)).json().message.schedulingInfo).toMatchObject({ eventTypeUri: INTRO.uri });
    // Without the key, or under a new one, no link could be made: the chat does not offer one.
    for (const app of [keyless, rekeyed]) {
      const chat = await askForMeeting(app);
      expect(chat.statusCode).toBe(200);
      expect(chat.json().message.schedulingInfo).toBeUndefined();
    }
    const status = await call("GET", `/api/calendly/${cardId}/status`, undefined, owner.session, rekeyed);
    expect(status.json()).toEqual({
      available: true,
      connected: false,
      accountName: null,
      eventTypeUri: null,
      eventTypeName: null,
    });
    expect((await call("GET", `/api/calendly/${cardId}/status`)).json().connected).toBe(true);
  });

  it("stops after disconnecting", async () => {
    const off = await call("DELETE", `/api/calendly/${cardId}`);
    expect(off.json().connected).toBe(false);
    expect((await scheduleLink({ name: "Rita", email: "rita@example.com" })).statusCode).toBe(409);
  });
});

describe("the token", () => {
  it("appears in no answer of any of these tests", () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) expect(answer.body).not.toContain(FAKE_CALENDLY_TOKEN);
  });
});
